// Business constants of the product (docs/product.md#constants), shared by server and SPA.
export const PRODUCT_NAME = 'Praxiform';

export const LOCALES = ['fr', 'en', 'nl'] as const;
/** Each language's name in that language, as a language picker shows it (never translated). */
export const LOCALE_NATIVE_NAMES = { fr: 'Français', en: 'English', nl: 'Nederlands' } as const satisfies Record<(typeof LOCALES)[number], string>;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'fr';
export const LOCALE_STORAGE_KEY = 'praxiform.locale';
export const TOKEN_STORAGE_KEY = 'praxiform.token';

export const TRIAL_DAYS = 30;
export const LINK_TOKEN_MIN_LENGTH = 48;
export const NOTES_MAX = 1000;
export const CABINET_DESCRIPTION_MAX = 1000;
export const NAME_MIN = 2;
export const SUPPORT_SUBJECT_MIN = 5;
export const SUPPORT_SUBJECT_MAX = 100;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PASSWORD_MIN = 8;
export const TOTP_DIGITS = 6;
export const RATING_DEFAULT_MAX = 5;
export const RATING_MAX_LIMIT = 10;
export const ADMIN_STATS_WINDOW_DAYS = 7;
export const SUPPORT_REPLY_HOURS = 24;

/** Legal constants quoted by the legal pages (docs/product.md#constants). */
export const LEGAL = {
  priceChangeNoticeDays: 30,
  cancellationNoticeMonths: 1,
  accountDataRetentionYearsAfterUse: 3,
  connectionLogsMonths: 12,
  billingDataYears: 10,
  cookiesMonths: 13,
  minimumAge: 18,
  gdprAnswerMonths: 1,
  hosting: 'EU',
} as const;

export const ACCOUNT_DELETION_WORDS: Record<TLocale, string> = {
  fr: 'SUPPRIMER',
  en: 'DELETE',
  nl: 'VERWIJDER',
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The bot check's actions (reCAPTCHA v3): the page names one when it asks Google for a token, the server checks it. */
export const BOT_CHECK_ACTIONS = { login: 'login', register: 'register', forgotPassword: 'forgot_password' } as const;
export type TBotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];
