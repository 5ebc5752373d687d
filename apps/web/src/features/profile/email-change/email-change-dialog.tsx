// "Change address": the new address and the current password (or, for an account without one, a fresh Google sign-in);
// the server mails a confirmation link to the new address (docs/auth-api.md#changing-the-address).
import { useMutation } from '@tanstack/react-query';
import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZRequestEmailChangeInput, type TMailDeliveryView } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button } from '../../../components/ui';
import { emailInputProps } from '../../../components/forms/email-input';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import type { TProfile } from '../../../lib/api-types';
import { errorCodeOf } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { useProfileCache } from '../use-profile';
import { ReauthenticateWithGoogle } from './reauthenticate-with-google';

/** The pending address and the confirmation mail sent to it, queued with the request (docs/mail.md). */
export type TEmailChangeResult = { pending: string; mail: TMailDeliveryView };

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Pick<TProfile, 'email' | 'hasPassword'>;
  /** The address to start from ("Send again" offers the pending one). */
  initialEmail: string;
  onRequested: (result: TEmailChangeResult) => void;
};

export function EmailChangeDialog({ open, onOpenChange, profile, initialEmail, onRequested }: TProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('emailChange.dialogTitle')}
      description={t('emailChange.dialogDescription', { email: profile.email })}
      icon={<AtSign className="size-5" />}
    >
      {/* Mounted while open only: each opening starts from a clean form. */}
      {open && <EmailChangeForm profile={profile} initialEmail={initialEmail} onRequested={onRequested} />}
    </Dialog>
  );
}

/** An account with a password gives it; one without signs in with Google again instead. */
const WITH_PASSWORD = ZRequestEmailChangeInput.required({ password: true });
const WITHOUT_PASSWORD = ZRequestEmailChangeInput.omit({ password: true });

/** Codes that belong to a field rather than to the whole form. */
const FIELD_OF: Record<string, 'newEmail' | 'password'> = {
  EMAIL_ALREADY_USED: 'newEmail',
  EMAIL_CHANGE_SAME_ADDRESS: 'newEmail',
  PASSWORD_INCORRECT: 'password',
};

function EmailChangeForm({ profile, initialEmail, onRequested }: Omit<TProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const { form, formId, field, setErrors, submit, showServerErrors, formLevelError } = useZodForm<
    { newEmail: string; password: string },
    { newEmail: string; password?: string }
  >(profile.hasPassword ? WITH_PASSWORD : WITHOUT_PASSWORD, { newEmail: initialEmail, password: '' });

  const request = useMutation(
    trpc.profile.requestEmailChange.mutationOptions({
      onSuccess: ({ pendingEmail, mail }) => {
        cache.patch({ pendingEmail });
        void cache.refetch();
        onRequested({ pending: pendingEmail.address, mail });
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const field = code ? FIELD_OF[code] : undefined;
        if (field && code) setErrors({ [field]: code });
        else showServerErrors(error);
      },
    }),
  );

  const code = request.isError ? errorCodeOf(request.error) : null;
  const needsGoogle = code === 'REAUTHENTICATION_REQUIRED';
  const otherFailure = request.isError && !needsGoogle && !(code && FIELD_OF[code]) && Boolean(formLevelError(request.error));
  /** A refusal of the server in its field's words; an empty password asks for it ("enter your password"). */
  const message = (name: 'newEmail' | 'password') => {
    const fieldCode = form.formState.errors[name]?.message;
    if (fieldCode && FIELD_OF[fieldCode] === name) return t(`errors:codes.${fieldCode}`);
    return fieldMessage(name === 'password' && fieldCode === 'REQUIRED' ? 'PASSWORD_REQUIRED' : fieldCode);
  };

  return (
    <form id={formId} noValidate onSubmit={submit((input) => request.mutate(input))} className="flex flex-col gap-4">
      <TextField
        label={t('emailChange.newEmail')}
        {...emailInputProps}
        {...field('newEmail')}
        error={message('newEmail')}
        autoComplete="email"
        autoFocus
      />
      {profile.hasPassword ? (
        <PasswordField label={t('emailChange.password')} {...field('password')} error={message('password')} autoComplete="current-password" />
      ) : (
        !needsGoogle && <FormAlert tone="info">{t('emailChange.googleOnly')}</FormAlert>
      )}
      {needsGoogle && <ReauthenticateWithGoogle newEmail={form.watch('newEmail')} />}
      {otherFailure && <FormAlert tone="error">{errorMessage(request.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={request.isPending}>
          {t('emailChange.submit')}
        </Button>
      </div>
    </form>
  );
}
