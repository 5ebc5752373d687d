// "Change address": the new address and the current password (or, for an account without one, a fresh Google sign-in);
// the server mails a confirmation link to the new address (docs/auth-api.md#changing-the-address).
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZRequestEmailChangeInput } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { emailInputProps } from '../../../components/forms/email-input';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import type { TProfile } from '../../../lib/api-types';
import { errorCodeOf } from '../../../lib/errors';
import { fieldErrorsFromIssues, focusFirstInvalid, serverFieldErrors, withRequired, type TFieldErrors } from '../../../lib/field-errors';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { useProfileCache } from '../use-profile';
import { ReauthenticateWithGoogle } from './reauthenticate-with-google';

export type TEmailChangeResult = { pending: string; mailed: boolean };

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
  const formId = useId();
  const [values, setValues] = useState({ newEmail: initialEmail, password: '' });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [codeErrors, setCodeErrors] = useState<Partial<Record<'newEmail' | 'password', string>>>({});

  const request = useMutation(
    trpc.profile.requestEmailChange.mutationOptions({
      onSuccess: ({ pendingEmail, mailed }) => {
        cache.patch({ pendingEmail });
        void cache.refetch();
        onRequested({ pending: pendingEmail.address, mailed });
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const field = code ? FIELD_OF[code] : undefined;
        if (field && code) setCodeErrors({ [field]: t(`errors:codes.${code}`) });
        else setErrors(serverFieldErrors(error));
        focusFirstInvalid(formId);
      },
    }),
  );

  const update = (field: 'newEmail' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setCodeErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { newEmail: values.newEmail, ...(profile.hasPassword ? { password: values.password } : {}) };
    const parsed = ZRequestEmailChangeInput.safeParse(input);
    const found = parsed.success ? {} : withRequired(fieldErrorsFromIssues(parsed.error.issues), values, ['newEmail']);
    if (profile.hasPassword && !values.password) found.password = 'PASSWORD_REQUIRED';
    if (!parsed.success || Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstInvalid(formId);
      return;
    }
    setErrors({});
    setCodeErrors({});
    request.mutate(parsed.data);
  };

  const code = request.isError ? errorCodeOf(request.error) : null;
  const needsGoogle = code === 'REAUTHENTICATION_REQUIRED';
  const otherFailure = request.isError && !needsGoogle && !(code && FIELD_OF[code]) && Object.keys(serverFieldErrors(request.error)).length === 0;
  const message = (field: 'newEmail' | 'password') => codeErrors[field] ?? fieldMessage(errors[field]);

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('emailChange.newEmail')}
        {...emailInputProps}
        value={values.newEmail}
        onChange={(e) => update('newEmail', e.target.value)}
        error={message('newEmail')}
        autoComplete="email"
        autoFocus
      />
      {profile.hasPassword ? (
        <PasswordField
          label={t('emailChange.password')}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={message('password')}
          autoComplete="current-password"
        />
      ) : (
        !needsGoogle && <FormAlert tone="info">{t('emailChange.googleOnly')}</FormAlert>
      )}
      {needsGoogle && <ReauthenticateWithGoogle newEmail={values.newEmail} />}
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
