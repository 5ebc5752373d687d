// The address typed before leaving for Google (a fresh sign-in for an account without a password), so the change can
// go on when the profile opens again. sessionStorage: this tab only, gone when it closes.
const DRAFT_KEY = 'praxiform.emailChangeDraft';

export function saveEmailChangeDraft(newEmail: string): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, newEmail);
  } catch {
    // Storage refused: the user types the address again.
  }
}

/** The draft, left in place (a pure read, fit for a state initialiser); clearEmailChangeDraft forgets it. */
export function readEmailChangeDraft(): string | null {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
}

export function clearEmailChangeDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
