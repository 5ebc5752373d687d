// Section 1: personal and professional information (profile.update), checked field by field with the shared schema; the
// address is shown apart, changed through a confirmed pending change (email-change/).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZUpdateProfileInput, type TUpdateProfileInput } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { useTRPC } from '../../lib/trpc';
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

/** Blank optional fields are left out rather than sent as ''; the custom profession goes with "other" only. */
function toInput(values: TUpdateProfileInput) {
  const optional = (text: string | undefined) => (text?.trim() ? text : undefined);
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
  const { form, formId, field, errorOf, setField, submit, showServerErrors, hasFieldErrors, formLevelError } = useZodForm(
    ZUpdateProfileInput,
    valuesOf(profile),
  );
  const [saved, setSaved] = useState(false);

  const save = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: ({ user }) => {
        setUser(user);
        setSaved(true);
        void cache.refetch();
      },
      onError: (error) => showServerErrors(error),
    }),
  );

  const values = form.watch();
  const update = (next: Partial<TValues>) => {
    for (const [name, value] of Object.entries(next) as [keyof TValues, TValues[keyof TValues]][]) setField(name, value);
    setSaved(false);
  };

  const onSubmit = submit((input) => save.mutate(toInput(input)));

  /** An empty profession asks to choose one, an empty custom profession to say it. */
  const message = (name: keyof TValues) => {
    const code = form.formState.errors[name]?.message;
    if (code === 'REQUIRED' && name === 'profession') return t('form.professionRequired');
    if (code === 'REQUIRED' && name === 'customProfession') return fieldMessage('CUSTOM_PROFESSION_REQUIRED');
    return errorOf(name);
  };
  const serverProblem = Boolean(formLevelError(save.error));

  return (
    <ProfileSection id="information" icon={UserRound} title={t('information.title')} description={t('information.description')}>
      {/* Outside the form: the dialog's own form must not submit this one (React events bubble through portals). */}
      <div className="mb-5 border-b border-slate-100 pb-5">
        <EmailAddressBlock profile={profile} />
      </div>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void onSubmit(event);
        }}
        // Typing hides the "saved" notice (change events bubble up to the form).
        onChange={() => setSaved(false)}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.firstName')} {...field('firstName')} autoComplete="given-name" />
          <TextField label={t('fields.lastName')} {...field('lastName')} autoComplete="family-name" />
          <TextField label={t('fields.phone')} type="tel" inputMode="tel" optional {...field('phone')} autoComplete="tel" />
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
        {hasFieldErrors && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
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
