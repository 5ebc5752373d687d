// The dialogs of /cabinet/{id}: edit, delete (typed confirmation), leave, invite, remove a member, transfer the
// ownership, revoke an invitation, unshare a template, preview a shared template. One is open at a time.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { localizedPath, useLocale } from '../../../lib/locale';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TMailDeliveryView } from '@praxiform/domain';
import type { TCabinetDetail, TCabinetInviteView, TCabinetMemberView, TCabinetTemplateView } from '../../../lib/api-types';
import type { TPageMessageState } from '../../../components/lists/page-message';
import { DeleteCabinetDialog } from './delete-cabinet-dialog';
import { EditCabinetDialog } from './edit-cabinet-dialog';
import { InviteDialog } from './invite-dialog';
import { SharedTemplatePreview } from './shared-template-preview';
import type { TCabinetMutations } from './use-cabinet-mutations';

export type TCabinetDialog =
  | { kind: 'edit' | 'delete' | 'leave' | 'invite' }
  | { kind: 'remove' | 'transfer'; member: TCabinetMemberView }
  | { kind: 'revoke'; invite: TCabinetInviteView }
  | { kind: 'unshare' | 'preview'; template: TCabinetTemplateView }
  | null;

/** An invitation's mail the page follows (docs/mail.md): a new invitation's, or a re-sent one's (a new link). */
export type TInvitationMail = { mail: TMailDeliveryView; email: string; reissued: boolean };

type TProps = {
  detail: TCabinetDetail;
  dialog: TCabinetDialog;
  onClose: () => void;
  mutations: TCabinetMutations;
  onMessage: (message: TPageMessageState) => void;
  onInvitationMail: (followed: TInvitationMail) => void;
};

export function CabinetDialogs({ detail, dialog, onClose, mutations, onMessage, onInvitationMail }: TProps) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const locale = useLocale();
  const { cabinet } = detail;
  const member = dialog?.kind === 'remove' || dialog?.kind === 'transfer' ? dialog.member : null;
  const invite = dialog?.kind === 'revoke' ? dialog.invite : null;
  const template = dialog?.kind === 'unshare' || dialog?.kind === 'preview' ? dialog.template : null;
  const { leave, removeMember, transfer, revokeInvite, unshare } = mutations;

  /** Closing a confirmation forgets the error of its last attempt. */
  const closeWith = (reset: () => void) => (open: boolean) => {
    if (open) return;
    reset();
    onClose();
  };
  // A cabinet's own refusal (CABINET_UNSHARE_NOT_ALLOWED...) is a whole sentence; any other failure gets what failed first.
  const failed = (key: string, error: unknown) =>
    errorCodeOf(error).startsWith('CABINET_') ? errorMessage(error) : `${t(key)} ${errorMessage(error)}`;
  const backToList = () => void navigate(localizedPath(locale, '/cabinet'), { replace: true });

  return (
    <>
      <EditCabinetDialog
        open={dialog?.kind === 'edit'}
        cabinet={cabinet}
        mutation={mutations.update}
        onClose={onClose}
        onSaved={() => onMessage({ tone: 'success', text: t('edit.saved') })}
      />
      <DeleteCabinetDialog open={dialog?.kind === 'delete'} cabinet={cabinet} mutation={mutations.remove} onClose={onClose} onDeleted={backToList} />
      <InviteDialog
        open={dialog?.kind === 'invite'}
        cabinetId={cabinet.id}
        mutation={mutations.invite}
        onClose={onClose}
        onInvited={(email, mail) => onInvitationMail({ mail, email, reissued: false })}
      />
      <ConfirmDialog
        open={dialog?.kind === 'leave'}
        onOpenChange={closeWith(leave.reset)}
        title={t('leave.title', { name: cabinet.name })}
        description={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        onConfirm={() => leave.mutate({ id: cabinet.id }, { onSuccess: backToList })}
        pending={leave.isPending}
        error={leave.isError ? failed('leave.failed', leave.error) : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={closeWith(removeMember.reset)}
        title={t('members.removeDialog.title', { name: member?.name ?? '' })}
        description={t('members.removeDialog.text', { name: member?.name ?? '' })}
        confirmLabel={t('members.removeDialog.confirm')}
        onConfirm={() =>
          member &&
          removeMember.mutate(
            { id: cabinet.id, userId: member.userId },
            {
              onSuccess: () => {
                onClose();
                onMessage({ tone: 'success', text: t('members.removed', { name: member.name }) });
              },
            },
          )
        }
        pending={removeMember.isPending}
        error={removeMember.isError ? failed('members.removeDialog.failed', removeMember.error) : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'transfer'}
        onOpenChange={closeWith(transfer.reset)}
        title={t('members.transferDialog.title', { name: member?.name ?? '' })}
        description={t('members.transferDialog.text', { name: member?.name ?? '' })}
        confirmLabel={t('members.transferDialog.confirm')}
        onConfirm={() =>
          member &&
          transfer.mutate(
            { id: cabinet.id, userId: member.userId },
            {
              onSuccess: () => {
                onClose();
                onMessage({ tone: 'success', text: t('members.transferred', { name: member.name }) });
              },
            },
          )
        }
        pending={transfer.isPending}
        error={transfer.isError ? failed('members.transferDialog.failed', transfer.error) : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        onOpenChange={closeWith(revokeInvite.reset)}
        title={t('invitations.revokeDialog.title')}
        description={t('invitations.revokeDialog.text', { email: invite?.email ?? '' })}
        confirmLabel={t('invitations.revokeDialog.confirm')}
        onConfirm={() =>
          invite &&
          revokeInvite.mutate(
            { inviteId: invite.id },
            {
              onSuccess: () => {
                onClose();
                onMessage({ tone: 'success', text: t('invitations.revoked', { email: invite.email }) });
              },
            },
          )
        }
        pending={revokeInvite.isPending}
        error={revokeInvite.isError ? failed('invitations.revokeDialog.failed', revokeInvite.error) : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'unshare'}
        onOpenChange={closeWith(unshare.reset)}
        title={t('templates.unshareDialog.title', { name: template?.name ?? '' })}
        description={t('templates.unshareDialog.text')}
        confirmLabel={t('templates.unshareDialog.confirm')}
        onConfirm={() =>
          template &&
          unshare.mutate(
            { id: cabinet.id, templateId: template.templateId },
            {
              onSuccess: () => {
                onClose();
                onMessage({ tone: 'success', text: t('templates.unshared', { name: template.name }) });
              },
            },
          )
        }
        pending={unshare.isPending}
        error={unshare.isError ? failed('templates.unshareDialog.failed', unshare.error) : null}
      />
      <SharedTemplatePreview cabinetId={cabinet.id} template={dialog?.kind === 'preview' ? template : null} onClose={onClose} />
    </>
  );
}
