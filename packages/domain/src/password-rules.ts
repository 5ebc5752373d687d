// The password rules as plain data, apart from the schemas (auth.ts): the sign-in pages tick them live without
// loading zod (the web app's guest pages, docs/architecture.md "The guest pages").
import { PASSWORD_MIN } from './constants';

/**
 * The one password rule (docs/product.md, "Password"): every password set goes through it (register, reset, the
 * profile's change), and the three forms tick the same rules live (PasswordChecklist). Sign-in never checks it, so a
 * password set before the special character was required keeps working.
 */
export const PASSWORD_RULES = [
  { key: 'length', message: 'PASSWORD_TOO_SHORT', test: (p: string) => p.length >= PASSWORD_MIN },
  { key: 'uppercase', message: 'PASSWORD_NO_UPPERCASE', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', message: 'PASSWORD_NO_LOWERCASE', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'digit', message: 'PASSWORD_NO_DIGIT', test: (p: string) => /\d/.test(p) },
  /** Anything but a letter, a digit or a space: "-", "!", "_", "€"... */
  { key: 'special', message: 'PASSWORD_NO_SPECIAL', test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];
