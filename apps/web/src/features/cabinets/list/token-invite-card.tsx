// Arriving from an invitation mail (/cabinet?invite=<token>, cabinetInvitePath in packages/domain): accept (then the
// cabinet opens) or decline (after a confirmation). A refusal says why and what to do (docs/cabinets-api.md
// "Invitations"); the wrong account can log out and come back here after logging in with the invited address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, LogOut, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, ConfirmDialog, FormAlert } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { errorCodeOf } from '../../../lib/errors';
import { localizedPath, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';

/** Refusals that end the invitation's link: the query leaves the URL. The others (wrong account, email not verified) keep it. */
const FINAL_CODES = new Set(['CABINET_INVITE_INVALID', 'CABINET_INVITE_EXPIRED', 'CABINET_INVITE_USED', 'NOT_FOUND', 'VALIDATION_FAILED']);
const HELP_CODES = new Set([
  'CABINET_INVITE_INVALID',
  'CABINET_INVITE_EXPIRED',
  'CABINET_INVITE_USED',
  'CABINET_INVITE_WRONG_ACCOUNT',
  'EMAIL_NOT_VERIFIED',
]);

type TProps = {
  token: string;
  /** Removes ?invite= from the URL (the card stays until closed). */
  onAnswered: () => void;
  onClose: () => void;
  onDeclined: () => void;
};

export function TokenInviteCard({ token, onAnswered, onClose, onDeclined }: TProps) {
  const { t } = useTranslation('cabinets');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const { logout } = useAuth();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const fail = (error: unknown) => {
    setConfirming(false);
    setFailure(error);
    if (FINAL_CODES.has(errorCodeOf(error))) onAnswered();
  };
  const accept = useMutation(
    trpc.cabinets.acceptInvite.mutationOptions({
      onSuccess: async ({ cabinetId }) => {
        await queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());
        void navigate(localizedPath(locale, `/cabinet/${cabinetId}`), { replace: true });
      },
      onError: fail,
    }),
  );
  const decline = useMutation(
    trpc.cabinets.declineInvite.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        onAnswered();
        onDeclined();
        await queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());
      },
      onError: fail,
    }),
  );

  const switchAccount = async () => {
    const from = `${location.pathname}?${new URLSearchParams({ invite: token }).toString()}`;
    await logout();
    void navigate(localizedPath(locale, '/login'), { replace: true, state: { from } });
  };

  const code = failure ? errorCodeOf(failure) : null;
  const busy = accept.isPending || decline.isPending;
  return (
    <Card className="border-brand-200 bg-brand-50/60" data-testid="invite-token-card">
      <section aria-labelledby="invite-token-title" className="flex flex-col gap-4 p-5 sm:flex-row sm:gap-5 sm:p-6">
        <span
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 ring-1 ring-brand-100"
          aria-hidden="true"
        >
          <MailOpen className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 id="invite-token-title" className="text-lg font-semibold text-slate-900">
              {t('token.title')}
            </h2>
            <p className="mt-1 text-sm leading-6 text-slate-700">{t('token.text')}</p>
          </div>
          {code ? (
            <>
              <FormAlert tone="error">
                <p className="font-medium">{errorMessage(failure)}</p>
                {HELP_CODES.has(code) && <p>{t(`token.help.${code}`)}</p>}
              </FormAlert>
              <div className="flex flex-col gap-2 sm:flex-row">
                {code === 'CABINET_INVITE_WRONG_ACCOUNT' && (
                  <Button onClick={() => void switchAccount()}>
                    <LogOut aria-hidden="true" />
                    {t('token.logout')}
                  </Button>
                )}
                <Button variant="outline" onClick={onClose}>
                  {t('token.close')}
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
                <X aria-hidden="true" />
                {t('token.decline')}
              </Button>
              <Button loading={accept.isPending} disabled={decline.isPending} onClick={() => accept.mutate({ token })}>
                <Check aria-hidden="true" />
                {t('token.accept')}
              </Button>
            </div>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invitations.declineTitle')}
        description={t('invitations.declineTextUnnamed')}
        confirmLabel={t('invitations.declineConfirm')}
        pending={decline.isPending}
        onConfirm={() => decline.mutate({ token })}
      />
    </Card>
  );
}
