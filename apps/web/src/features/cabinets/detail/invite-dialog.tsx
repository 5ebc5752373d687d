// Invite a practitioner by email (owner): required and valid before any call, then cabinets.invite; the server's
// refusals (already a member, too many mails) are explained, and the page then says whether the mail left.
import { useState, type FormEvent } from 'react';
import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CABINET_INVITE_DAYS, ZEmail } from '@praxiform/domain';
import { Button, Dialog, FormAlert, TextField } from '../../../components/ui';
import { emailInputProps } from '../../../components/forms/email-input';
import { errorCodeOf } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/field-errors';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TCabinetMutations } from './use-cabinet-mutations';

type TProps = {
  open: boolean;
  cabinetId: number;
  mutation: TCabinetMutations['invite'];
  onClose: () => void;
  onInvited: (email: string, mailed: boolean) => void;
};

const FORM_ID = 'invite-cabinet-form';

/** i18n key under cabinet:invite.errors, or null when the address may be sent. */
export function inviteProblem(email: string): 'required' | 'invalid' | null {
  if (!email.trim()) return 'required';
  return ZEmail.safeParse(email).success ? null : 'invalid';
}

export function InviteDialog({ open, cabinetId, mutation, onClose, onInvited }: TProps) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof inviteProblem>>(null);

  const close = () => {
    setEmail('');
    setProblem(null);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = inviteProblem(email);
    setProblem(found);
    if (found) {
      focusFirstInvalid(FORM_ID);
      return;
    }
    const address = email.trim();
    mutation.mutate(
      { id: cabinetId, email: address },
      {
        onSuccess: ({ mailed }) => {
          onInvited(address, mailed);
          close();
        },
      },
    );
  };

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
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
        <TextField
          label={t('invite.email')}
          {...emailInputProps}
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          error={problem ? t(`invite.errors.${problem}`) : undefined}
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
