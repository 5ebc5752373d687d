// Invite a practitioner by email (owner): required and valid before any call, then cabinets.invite; the server's
// refusals (already a member, too many mails) are explained, and the page then follows the invitation's mail.
import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CABINET_INVITE_DAYS, ZCabinetInviteInput, type TMailDeliveryView } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, Dialog, FormAlert, TextField } from '../../../components/ui';
import { emailInputProps } from '../../../components/forms/email-input';
import { errorCodeOf } from '../../../lib/errors';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TCabinetMutations } from './use-cabinet-mutations';

type TProps = {
  open: boolean;
  cabinetId: number;
  mutation: TCabinetMutations['invite'];
  onClose: () => void;
  /** The address as typed and the invitation's mail, queued with it. */
  onInvited: (email: string, mail: TMailDeliveryView) => void;
};

/** The address alone, with the server's rule (ZEmail). */
const ZInviteForm = ZCabinetInviteInput.pick({ email: true });

export function InviteDialog({ open, cabinetId, mutation, onClose, onInvited }: TProps) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const { form, formId, field, submit } = useZodForm(ZInviteForm, { email: '' });

  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };

  const invite = submit(() => {
    // As typed, spaces around it aside (the banner then quotes it).
    const address = form.getValues('email').trim();
    mutation.mutate(
      { id: cabinetId, email: address },
      {
        onSuccess: ({ mail }) => {
          onInvited(address, mail);
          close();
        },
      },
    );
  });

  const problem = form.formState.errors.email?.message;
  const code = mutation.isError ? errorCodeOf(mutation.error) : null;
  const serverError =
    code === null
      ? null
      : code.startsWith('CABINET_') || code === 'RATE_LIMITED'
        ? errorMessage(mutation.error)
        : `${t('invite.failed')} ${errorMessage(mutation.error)}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('invite.title')}
      description={t('invite.description', { days: CABINET_INVITE_DAYS })}
      icon={<MailPlus className="size-5" />}
    >
      <form id={formId} noValidate onSubmit={invite} className="flex flex-col gap-4">
        {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
        <TextField
          label={t('invite.email')}
          {...emailInputProps}
          autoComplete="off"
          {...field('email')}
          error={problem ? t(problem === 'REQUIRED' ? 'invite.errors.required' : 'invite.errors.invalid') : undefined}
          hint={t('invite.hint')}
          maxLength={254}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={mutation.isPending}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <MailPlus aria-hidden="true" />
            {t('invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
