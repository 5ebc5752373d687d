// DOM ids of a field's parts (label, help, error) and moving the focus to a field, for the error summary.
export type TFieldIds = { block: string; control: string; label: string; help: string; error: string };

export function fieldIds(prefix: string, fieldId: string): TFieldIds {
  const base = `${prefix}-${fieldId}`;
  return { block: `${base}-block`, control: base, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` };
}

/** Scrolls the field into view and focuses its control (the chosen option of a group, else the first control). */
export function focusField(prefix: string, fieldId: string): void {
  const block = document.getElementById(fieldIds(prefix, fieldId).block);
  if (!block) return;
  const target =
    block.querySelector<HTMLElement>('input:checked, [role="radio"][tabindex="0"]') ??
    block.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
  const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  target?.focus({ preventScroll: true });
}
