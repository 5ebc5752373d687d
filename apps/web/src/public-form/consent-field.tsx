// The GDPR consent: required before sending, with the links to the data protection pages.
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import { cn } from '../components/ui/cn';
import { LegalLink } from './page-shell';

export const CONSENT_INPUT_ID = 'form-consent';
const ERROR_ID = 'form-consent-error';

type TConsentFieldProps = {
  locale: TLocale;
  practitionerName: string;
  checked: boolean;
  invalid: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

export function ConsentField({ locale, practitionerName, checked, invalid, disabled, onChange }: TConsentFieldProps) {
  const { t } = useTranslation('publicForm');
  return (
    <section className="flex flex-col gap-3" aria-labelledby="form-consent-title">
      <h2 id="form-consent-title" className="text-base font-semibold text-slate-900">
        {t('form.consentTitle')}
      </h2>
      <label
        htmlFor={CONSENT_INPUT_ID}
        className={cn(
          'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border bg-white px-3.5 py-3 text-base leading-6 text-slate-800',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
        )}
      >
        <input
          id={CONSENT_INPUT_ID}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
          checked={checked}
          disabled={disabled}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ERROR_ID : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {t('form.consent', { practitioner: practitionerName })}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </span>
      </label>
      <p className="text-sm leading-6 text-slate-600">
        {t('form.consentMore')}{' '}
        <LegalLink locale={locale} page="rgpd">
          {t('page.rgpd')}
        </LegalLink>
        <span aria-hidden="true"> · </span>
        <LegalLink locale={locale} page="privacy">
          {t('page.privacy')}
        </LegalLink>
      </p>
      {invalid && (
        <p id={ERROR_ID} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('validation.CONSENT')}</span>
        </p>
      )}
    </section>
  );
}
