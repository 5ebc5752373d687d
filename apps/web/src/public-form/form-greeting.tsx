// The top of the form: who asks (practitioner and profession), the form's name, their message, until when the link works.
import MessageSquareText from 'lucide-react/icons/message-square-text';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import type { TPublicForm } from './api';

function formatDate(iso: string, locale: TLocale): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function FormGreeting({ form, locale, hasRequired }: { form: TPublicForm; locale: TLocale; hasRequired: boolean }) {
  const { t } = useTranslation('publicForm');
  const firstName = form.respondent?.firstName?.trim();
  const profession =
    form.practitionerCustomProfession?.trim() || (form.practitionerProfession ? t(`professions.${form.practitionerProfession}`) : null);
  const expires = form.expiresAt ? formatDate(form.expiresAt, locale) : null;
  const instructions = form.instructions?.trim();
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-base text-slate-700">{firstName ? t('greeting.helloName', { name: firstName }) : t('greeting.hello')}</p>
        <p className="text-base leading-7 text-slate-700">
          {profession
            ? t('greeting.fromWithProfession', { practitioner: form.practitionerName, profession })
            : t('greeting.from', { practitioner: form.practitionerName })}
        </p>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{form.formName}</h1>
      {instructions && (
        <section
          className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-950"
          aria-labelledby="form-instructions-title"
        >
          <MessageSquareText className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="form-instructions-title" className="text-sm font-semibold text-brand-900">
              {t('greeting.instructions')}
            </h2>
            <p className="text-base leading-7 break-words whitespace-pre-line">{instructions}</p>
          </div>
        </section>
      )}
      {(expires || hasRequired) && (
        <div className="flex flex-col gap-1 text-sm text-slate-600">
          {hasRequired && <p>{t('greeting.requiredLegend')}</p>}
          {expires && <p>{t('greeting.expires', { date: expires })}</p>}
        </div>
      )}
    </header>
  );
}
