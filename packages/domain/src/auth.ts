// Account rules shared by the auth forms and the server: emails, passwords, names, profile, 2FA codes.
import { z } from 'zod';
import { LOCALES, NAME_MIN, TOTP_DIGITS } from './constants';
import { PROFESSIONS } from './enums';
import { PASSWORD_RULES } from './password-rules';
import { addProfessionIssues, addSpecialtyIssues } from './specialties';

export const ZEmail = z.string().trim().toLowerCase().max(254, 'EMAIL_INVALID').pipe(z.email('EMAIL_INVALID'));

export const PASSWORD_MAX = 256;

/** A password being set (never one being checked at sign-in): every rule it breaks is one issue. */
export const ZPassword = z
  .string()
  .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG')
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
  });

/** Letters (any script), spaces, apostrophes, hyphens and dots: "Marie-Hélène", "O'Neil", "St. John". */
export const ZPersonName = z
  .string()
  .trim()
  .min(NAME_MIN, 'NAME_TOO_SHORT')
  .max(100, 'NAME_TOO_LONG')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*(?: [\p{L}\p{M}][\p{L}\p{M}' ’.-]*)*$/u, 'NAME_INVALID_CHARACTERS');

/**
 * International or national phone numbers: 6 to 20 characters, digits with optional +, spaces, dots, dashes,
 * parentheses, at least 6 of them digits. One pattern, so a refused number reports PHONE_INVALID once (issue 34); the
 * lookahead bounds the length before the digits are counted.
 */
export const ZPhone = z
  .string()
  .trim()
  .regex(/^(?=\+?[0-9 ().-]{6,20}$)(?:\D*\d){6}/, 'PHONE_INVALID');

export const ZLocale = z.enum(LOCALES);
export const ZTotpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'TWO_FACTOR_CODE_FORMAT');
/** Backup codes are shown as XXXXX-XXXXX (base32 letters and digits); typing them without the dash works too. */
export const ZBackupCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z2-7]{5}-?[A-Z2-7]{5}$/, 'BACKUP_CODE_FORMAT')
  .transform((c) => c.replace('-', ''));
export const BACKUP_CODE_COUNT = 10;
export const ZRecaptchaToken = z.string().max(4096).optional();

function confirmationMatches<T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', message: 'PASSWORD_MISMATCH', path: ['passwordConfirmation'] });
  }
}

export const ZRegisterInput = z
  .object({
    firstName: ZPersonName,
    lastName: ZPersonName,
    email: ZEmail,
    password: ZPassword,
    passwordConfirmation: z.string().max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
    language: ZLocale,
    acceptTerms: z.literal(true, 'TERMS_REQUIRED'),
    recaptchaToken: ZRecaptchaToken,
  })
  .superRefine(confirmationMatches);
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
  recaptchaToken: ZRecaptchaToken,
});
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZTokenInput = z.object({ token: z.string().trim().min(1, 'TOKEN_REQUIRED').max(200) });
export const ZEmailInput = z.object({ email: ZEmail, recaptchaToken: ZRecaptchaToken });

export const ZResetPasswordInput = z
  .object({
    token: z.string().trim().min(1, 'TOKEN_REQUIRED').max(200),
    email: ZEmail,
    password: ZPassword,
    passwordConfirmation: z.string().max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
  })
  .superRefine(confirmationMatches);

/** Second step of a login with 2FA: the pending-login token and a TOTP code or a backup code. */
export const ZTwoFactorLoginInput = z.object({
  pendingToken: z.string().trim().min(1).max(200),
  code: z.string().trim().min(1, 'TWO_FACTOR_CODE_FORMAT').max(20),
});

export const ZProfession = z.enum(PROFESSIONS);
export const SPECIALTIES_MAX = 10;

export const ZProfessionFields = z
  .object({
    profession: ZProfession,
    customProfession: z.string().trim().max(100, 'NAME_TOO_LONG').optional(),
    specialties: z.array(z.string().trim().min(1).max(100)).max(SPECIALTIES_MAX, 'SPECIALTIES_TOO_MANY').default([]),
    registrationNumber: z.string().trim().max(50).optional(),
    workAddress: z.string().trim().max(300, 'ADDRESS_TOO_LONG').optional(),
    phone: ZPhone.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.profession === 'other' && (value.customProfession ?? '').length < 2) {
      ctx.addIssue({ code: 'custom', message: 'CUSTOM_PROFESSION_REQUIRED', path: ['customProfession'] });
    }
  });
/** A listed profession takes only its own specialty keys; `other` takes free text. */
export const ZCompleteProfileInput = ZProfessionFields.superRefine(addSpecialtyIssues);
export type TCompleteProfileInput = z.input<typeof ZCompleteProfileInput>;

export const ZUpdateProfileInput = z
  .object({
    firstName: ZPersonName,
    lastName: ZPersonName,
    phone: ZPhone.optional().or(z.literal('').transform(() => undefined)),
    profession: ZProfession,
    customProfession: z.string().trim().max(100, 'NAME_TOO_LONG').optional(),
    specialties: z.array(z.string().trim().min(1).max(100)).max(SPECIALTIES_MAX, 'SPECIALTIES_TOO_MANY').default([]),
    registrationNumber: z.string().trim().max(50).optional(),
    workAddress: z.string().trim().max(300, 'ADDRESS_TOO_LONG').optional(),
  })
  .superRefine(addProfessionIssues);
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;

/**
 * profile.requestEmailChange: the address becomes pending until a link sent to it is opened (docs/auth-api.md,
 * "Changing the address"). An account with a password gives it; an account without one signs in with Google again.
 */
export const ZRequestEmailChangeInput = z.object({
  newEmail: ZEmail,
  password: z.string().min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG').optional(),
});
export type TRequestEmailChangeInput = z.input<typeof ZRequestEmailChangeInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
    password: ZPassword,
    passwordConfirmation: z.string().max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
  })
  .superRefine(confirmationMatches);
