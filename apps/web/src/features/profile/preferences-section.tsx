// Section 3: interface language (saved, then the same page under the new prefix), routine emails (optimistic switch) and
// alert emails (their own switch, turned off after a confirmation: docs/scores.md#alert-mails).
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALE_NATIVE_NAMES, LOCALES, type TLocale } from '@praxiform/domain';
import { Spinner, cn } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { activateLocale } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import { switchLocalePath } from '../../lib/locale-core';
import { useTRPC } from '../../lib/trpc';
import { FormAlert } from '../../components/ui/form-alert';
import { ProfileSection } from './profile-section';
import type { TProfile } from '../../lib/api-types';
import { Switch } from '../../components/ui/switch';
import { useErrorMessage } from '../../lib/use-messages';
import { useProfileCache } from './use-profile';
import { AlertEmailsPreference } from './alert-emails-preference';

export function PreferencesSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="preferences" icon={Settings2} title={t('preferences.title')} description={t('preferences.description')}>
      <div className="flex flex-col divide-y divide-slate-100">
        <LanguagePreference />
        <NotificationsPreference enabled={profile.emailNotifications} />
        <AlertEmailsPreference enabled={profile.alertEmails} />
      </div>
    </ProfileSection>
  );
}

function LanguagePreference() {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const { setUser } = useAuth();
  const cache = useProfileCache();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const legendId = useId();
  const [chosen, setChosen] = useState<TLocale | null>(null);

  const setLanguage = useMutation(
    trpc.profile.setLanguage.mutationOptions({
      onSuccess: ({ user }) => {
        setUser(user);
        cache.patch({ interfaceLanguage: user.interfaceLanguage });
        activateLocale(user.interfaceLanguage);
        void navigate(`${switchLocalePath(location.pathname, user.interfaceLanguage)}${location.search}${location.hash}`);
        setChosen(null);
      },
      onError: () => setChosen(null),
    }),
  );

  // The choice shows at once; the page follows when the server has saved it.
  const shown = chosen ?? locale;
  const choose = (language: TLocale) => {
    if (language === locale || setLanguage.isPending) return;
    setChosen(language);
    setLanguage.mutate({ language });
  };

  return (
    <fieldset className="pb-5">
      <legend id={legendId} className="text-sm font-medium text-slate-900">
        {t('preferences.language')}
      </legend>
      <p className="mt-1 text-sm text-slate-600">{t('preferences.languageHint')}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {LOCALES.map((code) => {
          const checked = shown === code;
          return (
            <label
              key={code}
              lang={code}
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-between gap-2 rounded-xl border px-3.5 py-2.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600' : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              <input type="radio" name={legendId} value={code} checked={checked} onChange={() => choose(code)} className="sr-only" />
              <span className="flex items-center gap-2.5">
                <span
                  aria-hidden="true"
                  className="inline-flex h-6 min-w-8 items-center justify-center rounded-md bg-white px-1.5 text-xs font-semibold text-slate-600 uppercase ring-1 ring-slate-200"
                >
                  {code}
                </span>
                <span>{LOCALE_NATIVE_NAMES[code]}</span>
              </span>
              {checked &&
                (setLanguage.isPending && chosen === code ? (
                  <Spinner className="text-brand-600" label={t('preferences.saving')} />
                ) : (
                  <Check className="size-4 text-brand-600" aria-hidden="true" />
                ))}
            </label>
          );
        })}
      </div>
      {setLanguage.isError && (
        <FormAlert tone="error" className="mt-3">
          {errorMessage(setLanguage.error)}
        </FormAlert>
      )}
    </fieldset>
  );
}

function NotificationsPreference({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const errorMessage = useErrorMessage();
  const labelId = useId();
  const hintId = useId();

  const setNotifications = useMutation(
    trpc.profile.setEmailNotifications.mutationOptions({
      // Optimistic: the switch moves at once and goes back if the server refuses.
      onMutate: ({ enabled: next }) => ({ previous: cache.patch({ emailNotifications: next }) }),
      onError: (_error, _input, context) => cache.restore(context?.previous),
      onSuccess: ({ emailNotifications }) => {
        cache.patch({ emailNotifications });
      },
    }),
  );

  return (
    <div className="flex flex-col gap-3 pt-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="text-sm font-medium text-slate-900">
            {t('preferences.notifications')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t('preferences.notificationsHint')}
          </p>
        </div>
        <Switch
          checked={enabled}
          onCheckedChange={(next) => setNotifications.mutate({ enabled: next })}
          aria-labelledby={labelId}
          aria-describedby={hintId}
        />
      </div>
      {setNotifications.isError && <FormAlert tone="error">{errorMessage(setNotifications.error)}</FormAlert>}
    </div>
  );
}
