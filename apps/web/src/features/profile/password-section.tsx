// Section 2: change the password (current one checked by the server, five rules, matching confirmation); Google-only accounts get an explanation.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordInput } from '@praxiform/domain';
import { Button } from '../../components/ui';
import { errorCodeOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { fieldErrorsFromIssues, focusFirstInvalid, type TFieldErrors } from '../../lib/field-errors';
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
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [done, setDone] = useState(false);

  const change = useMutation(
    trpc.profile.changePassword.mutationOptions({
      onSuccess: () => {
        setValues(EMPTY);
        setDone(true);
      },
      onError: (error) => {
        // The wrong current password belongs to its field.
        if (errorCodeOf(error) === 'PASSWORD_INCORRECT') {
          setErrors({ currentPassword: 'PASSWORD_INCORRECT' });
          focusFirstInvalid(formId);
        }
      },
    }),
  );

  const update = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const parsed = ZChangePasswordInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstInvalid(formId);
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };

  const message = (field: string) => (errors[field] === 'PASSWORD_INCORRECT' ? t('errors:codes.PASSWORD_INCORRECT') : fieldMessage(errors[field]));
  const otherFailure = change.isError && errorCodeOf(change.error) !== 'PASSWORD_INCORRECT';

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label={t('password.current')}
        value={values.currentPassword}
        onChange={(e) => update('currentPassword', e.target.value)}
        error={message('currentPassword')}
        autoComplete="current-password"
        className="sm:max-w-sm"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('password.new')}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={message('password')}
          autoComplete="new-password"
          describedBy={checklistId}
        />
        <PasswordField
          label={t('password.confirm')}
          value={values.passwordConfirmation}
          onChange={(e) => update('passwordConfirmation', e.target.value)}
          error={message('passwordConfirmation')}
          autoComplete="new-password"
        />
      </div>
      <PasswordChecklist id={checklistId} password={values.password} rules="strong" />
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
