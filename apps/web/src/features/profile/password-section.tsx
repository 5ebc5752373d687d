// Section 2: change the password (current one checked by the server, five rules, matching confirmation); Google-only accounts get an explanation.
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordInput } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button } from '../../components/ui';
import { errorCodeOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/form-field';
import { PasswordChecklist } from '../../components/forms/password-checklist';
import { ProfileSection } from './profile-section';
import type { TProfile } from '../../lib/api-types';
import { useErrorMessage, useFieldMessage } from '../../lib/use-messages';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="password" icon={KeyRound} title={t('password.title')} description={t('password.description')}>
      {profile.hasPassword ? <ChangePasswordForm /> : <FormAlert tone="info">{t('password.googleOnly')}</FormAlert>}
    </ProfileSection>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const checklistId = useId();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const { form, formId, field, setErrors, submit } = useZodForm(ZChangePasswordInput, EMPTY);
  const [done, setDone] = useState(false);

  const change = useMutation(
    trpc.profile.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset(EMPTY);
        setDone(true);
      },
      onError: (error) => {
        // The wrong current password belongs to its field.
        if (errorCodeOf(error) === 'PASSWORD_INCORRECT') setErrors({ currentPassword: 'PASSWORD_INCORRECT' });
      },
    }),
  );

  const passwordField = (name: keyof typeof EMPTY) => ({ ...field(name), error: message(name) });
  /** The wrong current password (a refusal of the server) and an empty one ("enter your password") say so themselves. */
  const message = (name: keyof typeof EMPTY) => {
    const code = form.formState.errors[name]?.message;
    if (code === 'PASSWORD_INCORRECT') return t('errors:codes.PASSWORD_INCORRECT');
    return fieldMessage(code === 'REQUIRED' && name === 'currentPassword' ? 'PASSWORD_REQUIRED' : code);
  };
  const otherFailure = change.isError && errorCodeOf(change.error) !== 'PASSWORD_INCORRECT';

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        setDone(false);
        void submit((input) => change.mutate(input))(event);
      }}
      // Typing hides the "changed" notice (change events bubble up to the form).
      onChange={() => setDone(false)}
      className="flex flex-col gap-4"
    >
      <PasswordField label={t('password.current')} {...passwordField('currentPassword')} autoComplete="current-password" className="sm:max-w-sm" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField label={t('password.new')} {...passwordField('password')} autoComplete="new-password" describedBy={checklistId} />
        <PasswordField label={t('password.confirm')} {...passwordField('passwordConfirmation')} autoComplete="new-password" />
      </div>
      <PasswordChecklist id={checklistId} password={form.watch('password')} wording="profile" />
      {otherFailure && <FormAlert tone="error">{errorMessage(change.error)}</FormAlert>}
      {done && <FormAlert tone="success">{t('password.changed')}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
