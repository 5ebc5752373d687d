// What a new link looks like right after send or resend: the only moment its URL is known (the server keeps a hash).
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../ui';
import { LinkCopy } from './link-copy';
import { LinkMailStatus } from './link-mail-status';
import type { TDelivery, TLinkResult } from '../../lib/api-types';

export function LinkResultView({ result, delivery, email }: { result: TLinkResult; delivery: TDelivery; email: string }) {
  const { t } = useTranslation('submissions');
  return (
    <div className="flex flex-col gap-4">
      {/* The mail is queued with the link (docs/mail.md), then followed until it is delivered or fails for good. */}
      {delivery === 'email' && result.mail && <LinkMailStatus mail={result.mail} email={email} patientId={result.submission.patientId} />}
      {delivery === 'link' && <FormAlert tone="info">{t('link.created')}</FormAlert>}
      <LinkCopy url={result.url} label={t('link.label')} />
      <p className="text-xs leading-5 text-slate-500">{t('link.onceOnly')}</p>
    </div>
  );
}
