// Invitations addressed to me (cabinets.list): the cabinet, who invited, until when; Accept opens the cabinet, Decline
// asks first and then the invitation leaves the list (docs/cabinets-api.md "Invitations").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ConfirmDialog } from '../../../components/ui';
import type { TInvitationForMe } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { localizedPath, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TPageMessageState } from '../../../components/lists/page-message';

export function InvitationsList({
  invitations,
  onOutcome,
}: {
  invitations: TInvitationForMe[];
  onOutcome: (outcome: NonNullable<TPageMessageState>) => void;
}) {
  const { t } = useTranslation('cabinets');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [declining, setDeclining] = useState<TInvitationForMe | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());

  const accept = useMutation(
    trpc.cabinets.acceptInvite.mutationOptions({
      onSuccess: async ({ cabinetId }) => {
        await refresh();
        void navigate(localizedPath(locale, `/cabinet/${cabinetId}`));
      },
      onError: (error) => {
        onOutcome({ tone: 'error', text: errorMessage(error) });
        void refresh();
      },
    }),
  );
  const decline = useMutation(
    trpc.cabinets.declineInvite.mutationOptions({
      onSuccess: async () => {
        setDeclining(null);
        onOutcome({ tone: 'success', text: t('invitations.declined') });
        await refresh();
      },
    }),
  );
  const busyId = accept.isPending ? (accept.variables as { inviteId?: number }).inviteId : undefined;

  return (
    <section aria-labelledby="cabinet-invitations-title" className="flex flex-col gap-3">
      <div>
        <h2 id="cabinet-invitations-title" className="text-lg font-semibold text-slate-900">
          {t('invitations.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('invitations.text')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            data-testid="invitation-row"
            className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 gap-3">
              <span
                className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 ring-1 ring-brand-100"
                aria-hidden="true"
              >
                <MailOpen className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{invitation.cabinetName}</h3>
                <p className="text-sm text-slate-600">
                  {invitation.invitedByName
                    ? t('invitations.invitedBy', { name: invitation.invitedByName })
                    : t('invitations.invited', { date: formatDate(locale, invitation.createdAt) })}
                </p>
                <p className="text-sm text-slate-600">{t('invitations.expires', { date: formatDate(locale, invitation.expiresAt) })}</p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="outline"
                className="flex-1 sm:flex-none"
                aria-label={t('invitations.declineLabel', { name: invitation.cabinetName })}
                disabled={busyId === invitation.id}
                onClick={() => {
                  decline.reset();
                  setDeclining(invitation);
                }}
              >
                <X aria-hidden="true" />
                {t('invitations.decline')}
              </Button>
              <Button
                className="flex-1 sm:flex-none"
                aria-label={t('invitations.acceptLabel', { name: invitation.cabinetName })}
                loading={busyId === invitation.id}
                disabled={accept.isPending && busyId !== invitation.id}
                onClick={() => accept.mutate({ inviteId: invitation.id })}
              >
                <Check aria-hidden="true" />
                {t('invitations.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('invitations.declineTitle')}
        description={t('invitations.declineText', { name: declining?.cabinetName ?? '' })}
        confirmLabel={t('invitations.declineConfirm')}
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error) : null}
        onConfirm={() => declining && decline.mutate({ inviteId: declining.id })}
      />
    </section>
  );
}
