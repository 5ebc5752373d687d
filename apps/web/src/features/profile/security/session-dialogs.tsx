// The confirmations of the Security page, a chunk loaded when first needed (or as the pointer or focus reaches a
// button that opens one): sign out one of my other sessions (profile.revokeSession), or all of them but this one
// (profile.revokeOtherSessions). The list of sessions is asked again once done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';

function useRefreshSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.profile.sessions.queryKey() });
}

export function RevokeSessionDialog({
  sessionId,
  label,
  onClose,
  onRevoked,
}: {
  sessionId: string;
  /** "Chrome 131 · macOS": the session as its card names it. */
  label: string;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshSessions();
  const revoke = useMutation(
    trpc.profile.revokeSession.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onRevoked();
      },
    }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !revoke.isPending && onClose()}
      title={t('sessions.revokeDialog.title')}
      description={t('sessions.revokeDialog.text', { device: label })}
      confirmLabel={t('sessions.revokeDialog.confirm')}
      onConfirm={() => revoke.mutate({ id: sessionId })}
      pending={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : null}
    />
  );
}

export function RevokeOthersDialog({ count, onClose, onRevoked }: { count: number; onClose: () => void; onRevoked: (revoked: number) => void }) {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshSessions();
  const revoke = useMutation(
    trpc.profile.revokeOtherSessions.mutationOptions({
      onSuccess: async ({ revoked }) => {
        await refresh();
        onRevoked(revoked);
      },
    }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !revoke.isPending && onClose()}
      title={t('sessions.revokeOthersDialog.title')}
      description={t('sessions.revokeOthersDialog.text', { count })}
      confirmLabel={t('sessions.revokeOthersDialog.confirm')}
      onConfirm={() => revoke.mutate()}
      pending={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : null}
    />
  );
}
