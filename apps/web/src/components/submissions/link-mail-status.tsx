// The mail of a new form link, followed after the answer (docs/mail.md) by the shared MailDeliveryStatus, in the form
// link's words. Once it settles, the submission lists are refreshed: the link counts as sent only once its mail is
// delivered.
import { useTranslation } from 'react-i18next';
import type { TMailDeliveryView } from '@praxiform/domain';
import { MailDeliveryStatus } from '../mail/mail-delivery-status';
import { useSubmissionRefresh } from '../../lib/use-submission-refresh';

export function LinkMailStatus({ mail, email, patientId }: { mail: TMailDeliveryView; email: string; patientId: number | null }) {
  const { t } = useTranslation('submissions');
  const refresh = useSubmissionRefresh();
  return (
    <MailDeliveryStatus
      mail={mail}
      email={email}
      texts={{
        onTheWay: t('link.emailed', { email }),
        delivered: (time) => t('link.emailSent', { email, time }),
        failed: t('link.emailFailed'),
        resend: t('link.emailResend'),
      }}
      onSettled={() => void refresh(patientId)}
    />
  );
}
