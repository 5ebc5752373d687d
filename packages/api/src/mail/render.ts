// Renders a mail of the product in the recipient's language from the i18n "mail" namespace.
import i18next, { type TFunction } from 'i18next';
import { resources } from '@praxiform/i18n';
import { DEFAULT_LOCALE, LOCALES, PRODUCT_NAME, type TLocale, type TMailKind } from '@praxiform/domain';
import type { MailMessage } from './mailer';

// The kinds are the domain's (admin.mails.failed filters by them).
export { MAIL_KINDS, type TMailKind } from '@praxiform/domain';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { mail: resources[l].mail }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['mail'],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A paragraph after the intro: a text of the kind (`<kind>.<key>`, with the vars) or a person's own words, as written. */
export type TMailParagraph = { key: string } | { text: string };

export type TMailInput = {
  kind: TMailKind;
  to: string;
  locale: TLocale;
  name: string;
  actionUrl?: string;
  /** Interpolated values; a number under `count` picks the plural form (`subject_one`, `subject_other`, …). */
  vars?: Record<string, string | number>;
  paragraphs?: TMailParagraph[];
};

export function renderMail(input: TMailInput): MailMessage {
  const t: TFunction = instance.getFixedT(input.locale, 'mail');
  const vars = { product: PRODUCT_NAME, name: input.name, ...input.vars };
  const subject = t(`${input.kind}.subject`, vars);
  const paragraphs = [
    t(`${input.kind}.intro`, vars),
    ...(input.paragraphs ?? []).map((p) => ('key' in p ? t(`${input.kind}.${p.key}`, vars) : p.text)),
  ];
  const outro = t(`${input.kind}.outro`, vars);
  const action = input.actionUrl ? t(`${input.kind}.action`, vars) : null;
  const greeting = t('layout.greeting', vars);
  const signature = t('layout.signature', vars);
  const footer = t('layout.footer', vars);

  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(input.actionUrl ? ['', t('layout.actionLine', { action, url: input.actionUrl })] : []),
    '',
    outro,
    '',
    signature,
    '',
    footer,
  ].join('\n');
  const button = input.actionUrl
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.actionUrl)}" style="background:#237a75;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action ?? '')}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1e293b;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<p style="font-weight:700;color:#237a75;font-size:18px;margin:0 0 24px">${PRODUCT_NAME}</p>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}
<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p>
<p style="color:#64748b;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p></div></body></html>`;
  return { kind: input.kind, to: input.to, subject, text, html };
}

/** One text of the mail namespace in a language, for a value a mail inserts (the "a patient" of an anonymous form). */
export function mailText(locale: TLocale, key: string): string {
  return instance.getFixedT(locale, 'mail')(key);
}
