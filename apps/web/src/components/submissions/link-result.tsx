// What a new link looks like right after send or resend: the only moment its URL is known (the server keeps a hash).
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../ui';
import { LinkCopy } from './link-copy';
import type { TDelivery, TLinkResult } from '../../lib/api-types';

export function LinkResultView({ result, delivery, email }: { result: TLinkResult; delivery: TDelivery; email: string }) {
  const { t } = useTranslation('submissions');
  return (
    <div className="flex flex-col gap-4">
      {/* The mail is queued with the link (docs/mail.md): it leaves within seconds, retried while the mail server is busy. */}
      {delivery === 'email' && result.mail && result.mail.status !== 'failed' && <FormAlert tone="success">{t('link.emailed', { email })}</FormAlert>}
      {delivery === 'email' && result.mail?.status === 'failed' && <FormAlert tone="warning">{t('link.emailFailed')}</FormAlert>}
      {delivery === 'link' && <FormAlert tone="info">{t('link.created')}</FormAlert>}
      <LinkCopy url={result.url} label={t('link.label')} />
      <p className="text-xs leading-5 text-slate-500">{t('link.onceOnly')}</p>
    </div>
  );
}
