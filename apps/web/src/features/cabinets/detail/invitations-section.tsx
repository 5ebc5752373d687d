// The owner's invitations: pending, expired and declined ones with their status, re-send (a new link and 14 new
// days) and revoke; "Invite" opens the invite dialog. The page follows the mail of each sending.
import { useState } from 'react';
import { MailPlus, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, type BadgeVariant } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TCabinetDetail, TCabinetInviteView } from '../../../lib/api-types';
import type { TCabinetDialog, TInvitationMail } from './cabinet-dialogs';
import type { TPageMessageState } from '../../../components/lists/page-message';
import type { TCabinetMutations } from './use-cabinet-mutations';

const STATUS_BADGE: Record<TCabinetInviteView['status'], BadgeVariant> = { pending: 'brand', expired: 'warning', declined: 'danger' };

type TProps = {
  detail: TCabinetDetail;
  mutations: TCabinetMutations;
  onDialog: (dialog: TCabinetDialog) => void;
  onMessage: (message: TPageMessageState) => void;
  onInvitationMail: (followed: TInvitationMail) => void;
};

export function InvitationsSection({ detail, mutations, onDialog, onMessage, onInvitationMail }: TProps) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [resending, setResending] = useState<number | null>(null);

  const resend = (invite: TCabinetInviteView) => {
    setResending(invite.id);
    mutations.resendInvite.mutate(
      { inviteId: invite.id },
      {
        onSuccess: ({ mail }) => onInvitationMail({ mail, email: invite.email, reissued: true }),
        onError: (error) => onMessage({ tone: 'error', text: `${t('invitations.resendFailed')} ${errorMessage(error)}` }),
        onSettled: () => setResending(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2">
          <MailPlus className="size-5 text-brand-600" aria-hidden="true" />
          {t('invitations.title')}
        </CardTitle>
        <Button size="sm" onClick={() => onDialog({ kind: 'invite' })}>
          <MailPlus aria-hidden="true" />
          {t('invitations.invite')}
        </Button>
      </CardHeader>
      <CardContent>
        {detail.invitations.length === 0 ? (
          <p className="text-sm leading-6 text-slate-600">{t('invitations.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('invitations.listLabel')}>
            {detail.invitations.map((invite) => (
              <li key={invite.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="invite-row">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium break-all text-slate-900">{invite.email}</span>
                  <Badge variant={STATUS_BADGE[invite.status]}>{t(`invitations.status.${invite.status}`)}</Badge>
                </div>
                <p className="text-sm text-slate-600">
                  {t('invitations.sent', { date: formatDate(locale, invite.createdAt) })}
                  {invite.status === 'pending' && <> · {t('invitations.expires', { date: formatDate(locale, invite.expiresAt) })}</>}
                  {invite.status === 'expired' && <> · {t('invitations.expired', { date: formatDate(locale, invite.expiresAt) })}</>}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => resend(invite)}
                    loading={resending === invite.id}
                    disabled={resending !== null && resending !== invite.id}
                    aria-label={t('invitations.resendFor', { email: invite.email })}
                  >
                    <RotateCw aria-hidden="true" />
                    {t('invitations.resend')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDialog({ kind: 'revoke', invite })}
                    className="text-red-700! hover:bg-red-50!"
                    aria-label={t('invitations.revokeFor', { email: invite.email })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('invitations.revoke')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
