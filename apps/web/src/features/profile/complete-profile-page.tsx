// /complete-profile: the first step after sign-up (profession, specialties, registration number, work address, phone).
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRIAL_DAYS, ZCompleteProfileInput, type TCompleteProfileInput } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button, Card, CardContent } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { localizedPath, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/form-field';
import { ProfessionFields, type TProfessionValue } from './professional/profession-fields';
import { PracticeFields } from './professional/practice-fields';
import { WithProfileOptions } from './professional/profile-options';
import { useErrorMessage } from '../../lib/use-messages';

type TValues = TProfessionValue & { registrationNumber: string; workAddress: string; phone: string };

const EMPTY: TValues = { profession: '', customProfession: '', specialties: [], registrationNumber: '', workAddress: '', phone: '' };

/** The checked values as sent: blank optional fields left out rather than sent as ''. */
function toInput(values: TCompleteProfileInput) {
  const optional = (text: string | undefined) => (text?.trim() ? text : undefined);
  return {
    profession: values.profession,
    customProfession: values.profession === 'other' ? values.customProfession : undefined,
    specialties: values.specialties,
    registrationNumber: optional(values.registrationNumber),
    workAddress: optional(values.workAddress),
    phone: optional(values.phone),
  };
}

export function CompleteProfilePage() {
  const { t } = useTranslation('profile');
  const { user, setUser } = useAuth();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { form, formId, field, errorOf, setField, submit, showServerErrors, hasFieldErrors, formLevelError } = useZodForm(
    ZCompleteProfileInput,
    EMPTY,
  );

  const complete = useMutation(
    trpc.profile.completeProfile.mutationOptions({
      onSuccess: ({ user: updated }) => {
        setUser(updated);
        // A new account's first stop: the welcome to its trial, once (docs/billing-api.md#states). flushSync: the
        // completed profile and the new location render together, so this page's guard never sends to /dashboard between.
        void navigate(localizedPath(locale, updated.trialWelcomePending ? '/welcome' : '/dashboard'), { replace: true, flushSync: true });
      },
      onError: (error) => showServerErrors(error),
    }),
  );

  const values = form.watch();
  const update = (next: Partial<TValues>) => {
    for (const [name, value] of Object.entries(next) as [keyof TValues, TValues[keyof TValues]][]) setField(name, value);
  };

  // "Choose your profession" says what to do where an empty choice is only "required".
  const message = (name: keyof TValues) =>
    name === 'profession' && form.formState.errors.profession?.message === 'REQUIRED' ? t('form.professionRequired') : errorOf(name);

  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-500/10 px-3 py-1 text-xs font-medium text-accent-600 ring-1 ring-accent-500/20">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('complete.trialBadge', { days: TRIAL_DAYS })}
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('complete.title', { firstName: user?.firstName ?? '' })}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-pretty text-slate-600">{t('complete.intro', { days: TRIAL_DAYS })}</p>
      </div>
      <Card>
        <CardContent className="p-5 sm:p-7">
          <WithProfileOptions>
            {(options) => (
              <form id={formId} noValidate onSubmit={submit((input) => complete.mutate(toInput(input)))} className="flex flex-col gap-5">
                <ProfessionFields
                  value={values}
                  onChange={(next) => update(next)}
                  professions={options.professions}
                  specialtiesByProfession={options.specialties}
                  errors={{ profession: message('profession'), customProfession: message('customProfession'), specialties: message('specialties') }}
                />
                <PracticeFields value={values} onChange={update} message={message} />
                <TextField label={t('fields.phone')} optional type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
                {Boolean(formLevelError(complete.error)) && <FormAlert tone="error">{errorMessage(complete.error)}</FormAlert>}
                {hasFieldErrors && !complete.isError && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
                <Button type="submit" size="lg" loading={complete.isPending} className="w-full">
                  {t('complete.submit')}
                  <ArrowRight aria-hidden="true" />
                </Button>
                <p className="text-center text-xs text-slate-500">{t('complete.later')}</p>
              </form>
            )}
          </WithProfileOptions>
        </CardContent>
      </Card>
    </div>
  );
}
