// The proof auth.register gives the browser that registered (docs/auth-api.md#signing-up): kept in localStorage, so the
// verification link opened in a new tab of this browser signs in without a second login. Another browser has none
// and signs in with the password once.
const REGISTRATION_PROOF_KEY = 'praxiform.registrationProof';

export function saveRegistrationProof(proof: string): void {
  try {
    window.localStorage.setItem(REGISTRATION_PROOF_KEY, proof);
  } catch {
    // Storage refused (private mode, quota): the link then asks to sign in, as in another browser.
  }
}

export function readRegistrationProof(): string | undefined {
  try {
    return window.localStorage.getItem(REGISTRATION_PROOF_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function clearRegistrationProof(): void {
  try {
    window.localStorage.removeItem(REGISTRATION_PROOF_KEY);
  } catch {
    // Nothing to clear.
  }
}
