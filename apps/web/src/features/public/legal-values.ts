// Interpolation values for texts quoting business constants: every number comes from LEGAL and friends.
import {
  LEGAL,
  LINK_TOKEN_MIN_LENGTH,
  LOCALE_STORAGE_KEY,
  PRODUCT_NAME,
  TOKEN_STORAGE_KEY,
  SUPPORT_REPLY_HOURS,
  TOTP_DIGITS,
  TRIAL_DAYS,
  type TLocale,
} from '@praxiform/domain';
import { formatDuration } from './format';

/** Contact addresses of the publisher, shown on the legal pages and in the FAQ. */
export const CONTACT = {
  company: `${PRODUCT_NAME} SAS`,
  privacyEmail: 'privacy@praxiform.eu',
  supportEmail: 'support@praxiform.eu',
  legalEmail: 'legal@praxiform.eu',
} as const;

export type TLegalValues = ReturnType<typeof legalValues>;

export function legalValues(locale: TLocale) {
  return {
    product: PRODUCT_NAME,
    company: CONTACT.company,
    privacyEmail: CONTACT.privacyEmail,
    supportEmail: CONTACT.supportEmail,
    legalEmail: CONTACT.legalEmail,
    trialDays: TRIAL_DAYS,
    trialDuration: formatDuration(locale, TRIAL_DAYS, 'day'),
    priceNotice: formatDuration(locale, LEGAL.priceChangeNoticeDays, 'day'),
    cancellationNotice: formatDuration(locale, LEGAL.cancellationNoticeMonths, 'month'),
    accountRetention: formatDuration(locale, LEGAL.accountDataRetentionYearsAfterUse, 'year'),
    logsRetention: formatDuration(locale, LEGAL.connectionLogsMonths, 'month'),
    billingRetention: formatDuration(locale, LEGAL.billingDataYears, 'year'),
    cookiesRetention: formatDuration(locale, LEGAL.cookiesMonths, 'month'),
    minimumAge: LEGAL.minimumAge,
    gdprDelay: formatDuration(locale, LEGAL.gdprAnswerMonths, 'month'),
    supportDelay: formatDuration(locale, SUPPORT_REPLY_HOURS, 'hour'),
    tokenLength: LINK_TOKEN_MIN_LENGTH,
    totpDigits: TOTP_DIGITS,
    tokenKey: TOKEN_STORAGE_KEY,
    localeKey: LOCALE_STORAGE_KEY,
  };
}
