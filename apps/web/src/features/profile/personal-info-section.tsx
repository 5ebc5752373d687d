// Section 1: personal and professional information (profile.update), checked field by field with the shared schema; the
// address is shown apart, changed through a confirmed pending change (email-change/).
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileInput } from '@praxiform/domain';
import { Button } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { useTRPC } from '../../lib/trpc';
import {
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
  serverFieldErrors,
  withoutChanged,
  withRequired,
  type TFieldErrors,
} from '../../lib/field-errors';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/form-field';
import { ProfessionFields, type TProfessionValue } from './professional/profession-fields';
import { ProfileSection } from './profile-section';
import { PracticeFields } from './professional/practice-fields';
import { WithProfileOptions } from './professional/profile-options';
import type { TProfile } from '../../lib/api-types';
import { useErrorMessage, useFieldMessage } from '../../lib/use-messages';
import { useProfileCache } from './use-profile';
import { EmailAddressBlock } from './email-change/email-address-block';

type TValues = TProfessionValue & {
  firstName: string;
  lastName: string;
  phone: string;
  registrationNumber: string;
  workAddress: string;
};

const REQUIRED = ['firstName', 'lastName'] as const;

function valuesOf(profile: TProfile): TValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    profession: profile.profession ?? '',
    customProfession: profile.customProfession ?? '',
    specialties: [...(profile.specialties ?? [])],
    registrationNumber: profile.registrationNumber ?? '',
    workAddress: profile.workAddress ?? '',
  };
}

function toInput(values: TValues) {
  const optional = (text: string) => (text.trim() ? text : undefined);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: optional(values.phone),
    profession: values.profession,
    customProfession: values.profession === 'other' ? values.customProfession : undefined,
    specialties: values.specialties,
    registrationNumber: optional(values.registrationNumber),
    workAddress: optional(values.workAddress),
  };
}

export function PersonalInfoSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const { setUser } = useAuth();
  const cache = useProfileCache();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const formId = useId();
  const [values, setValues] = useState<TValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [saved, setSaved] = useState(false);

  const save = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: ({ user }) => {
        setUser(user);
        setSaved(true);
        void cache.refetch();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formId);
      },
    }),
  );

  const update = (next: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setSaved(false);
    setErrors((current) => withoutChanged(current, next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const parsed = ZUpdateProfileInput.safeParse(toInput(values));
    const found: TFieldErrors = parsed.success ? {} : withRequired(fieldErrorsFromIssues(parsed.error.issues), values, REQUIRED);
    if (!values.profession) found.profession = 'PROFESSION_REQUIRED';
    if (values.profession === 'other' && !values.customProfession.trim()) found.customProfession = 'CUSTOM_PROFESSION_REQUIRED';
    if (hasErrors(found) || !parsed.success) {
      setErrors(found);
      focusFirstInvalid(formId);
      return;
    }
    save.mutate(parsed.data);
  };

  const message = (field: string) => (errors[field] === 'PROFESSION_REQUIRED' ? t('form.professionRequired') : fieldMessage(errors[field]));
  const serverProblem = save.isError && !hasErrors(serverFieldErrors(save.error));

  return (
    <ProfileSection id="information" icon={UserRound} title={t('information.title')} description={t('information.description')}>
      {/* Outside the form: the dialog's own form must not submit this one (React events bubble through portals). */}
      <div className="mb-5 border-b border-slate-100 pb-5">
        <EmailAddressBlock profile={profile} />
      </div>
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            value={values.firstName}
            onChange={(e) => update({ firstName: e.target.value })}
            error={message('firstName')}
            autoComplete="given-name"
          />
          <TextField
            label={t('fields.lastName')}
            value={values.lastName}
            onChange={(e) => update({ lastName: e.target.value })}
            error={message('lastName')}
            autoComplete="family-name"
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            inputMode="tel"
            optional
            value={values.phone}
            onChange={(e) => update({ phone: e.target.value })}
            error={message('phone')}
            autoComplete="tel"
          />
        </div>
        <div className="border-t border-slate-100 pt-5">
          <WithProfileOptions>
            {(options) => (
              <ProfessionFields
                value={values}
                onChange={(next) => update(next)}
                professions={options.professions}
                specialtiesByProfession={options.specialties}
                errors={{ profession: message('profession'), customProfession: message('customProfession'), specialties: message('specialties') }}
              />
            )}
          </WithProfileOptions>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PracticeFields value={values} onChange={update} message={message} />
        </div>
        {hasErrors(errors) && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
        {serverProblem && <FormAlert tone="error">{errorMessage(save.error)}</FormAlert>}
        {saved && <FormAlert tone="success">{t('information.saved')}</FormAlert>}
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {t('information.submit')}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
