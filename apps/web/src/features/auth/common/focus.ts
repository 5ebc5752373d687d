// After a failed submit, keyboard and screen-reader users land on the first field that needs fixing; when no field is
// at fault, focus returns to the submit button (it was disabled while pending, which dropped focus to the page).
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  window.requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) form.querySelector<HTMLElement>('[type="submit"]')?.focus();
  });
}
