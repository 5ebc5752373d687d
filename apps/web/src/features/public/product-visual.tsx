// Decorative product illustration in HTML/CSS: a template with a conditional field and a score, and the patient's phone.
import { CircleCheck, Lock, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';

export function ProductVisual() {
  const { t } = useTranslation('landing');

  return (
    // The illustration repeats what the text says; hidden from assistive tech to avoid noise.
    <div aria-hidden className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-100),transparent_60%),radial-gradient(circle_at_80%_90%,color-mix(in_oklab,var(--color-accent-500)_18%,transparent),transparent_55%)]" />

      {/* The card leaves room on the right for the phone, which overlaps only its padding. */}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-950/10 sm:mr-36">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 truncate text-xs font-medium text-slate-500">{t('visual.editor')}</span>
        </div>

        <div className="space-y-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-base font-semibold text-slate-900">{t('visual.templateName')}</p>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
              {t('visual.templateType')}
            </span>
          </div>

          <div className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-medium text-slate-800">{t('visual.radioQuestion')}</p>
            <div className="mt-3 flex gap-2">
              <Choice selected>{t('visual.yes')}</Choice>
              <Choice>{t('visual.no')}</Choice>
            </div>

            <div className="mt-4 border-l-2 border-brand-400 pl-4">
              <span className="inline-block rounded-md bg-brand-50 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-brand-700 uppercase">
                {t('visual.conditionalTag')}
              </span>
              <p className="mt-2 text-sm font-medium text-slate-800">{t('visual.conditionalQuestion')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Choice>{t('visual.optionKnee')}</Choice>
                <Choice selected>{t('visual.optionFoot')}</Choice>
              </div>
            </div>
          </div>

          <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-medium text-slate-800">{t('visual.ratingQuestion')}</p>
            <div className="flex gap-0.5 text-accent-500">
              {[1, 2, 3, 4, 5].map((star) => (
                <Star key={star} className={cn('size-4', star <= 4 ? 'fill-current' : 'text-slate-300')} />
              ))}
            </div>
          </div>

          <div className="rounded-xl bg-brand-900 p-4 text-white">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">{t('visual.score')}</span>
              <span className="font-semibold tabular-nums">{t('visual.scoreValue', { score: 14, max: 20 })}</span>
            </div>
            <div className="mt-2.5 h-2 overflow-hidden rounded-full bg-white/15">
              <div className="h-full w-[70%] rounded-full bg-gradient-to-r from-brand-300 to-accent-500" />
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -top-6 right-2 flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white/95 px-3.5 py-2.5 shadow-lg backdrop-blur sm:right-0">
        <CircleCheck className="size-5 text-emerald-600" />
        <div className="leading-tight">
          <p className="text-xs font-semibold text-slate-900">{t('visual.notificationTitle')}</p>
          <p className="text-[0.7rem] text-slate-500">{t('visual.notificationText')}</p>
        </div>
      </div>

      <PhoneMock />
    </div>
  );
}

function Choice({ selected = false, children }: { selected?: boolean; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-xs font-medium',
        selected ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-600',
      )}
    >
      <span className={cn('grid size-3.5 place-items-center rounded-full border', selected ? 'border-brand-600' : 'border-slate-300')}>
        {selected && <span className="size-1.5 rounded-full bg-brand-600" />}
      </span>
      {children}
    </span>
  );
}

function PhoneMock() {
  const { t } = useTranslation('landing');
  return (
    <div className="absolute top-20 right-0 hidden w-40 rounded-[2rem] border-[6px] border-slate-900 bg-slate-900 shadow-2xl shadow-slate-900/30 sm:block">
      <div className="overflow-hidden rounded-[1.55rem] bg-white">
        <div className="flex justify-center bg-brand-700 pt-1.5">
          <span className="h-1 w-10 rounded-full bg-white/30" />
        </div>
        <div className="bg-brand-700 px-3.5 pt-2 pb-3 text-white">
          <p className="flex items-center gap-1 text-[0.6rem] text-brand-100">
            <Lock className="size-2.5" />
            {t('visual.phoneSecure')}
          </p>
          <p className="mt-1 text-xs font-semibold leading-snug">{t('visual.phoneTitle')}</p>
        </div>
        <div className="space-y-2.5 p-3.5">
          <div className="h-1 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-2/3 rounded-full bg-brand-500" />
          </div>
          <p className="text-[0.68rem] font-medium leading-snug text-slate-800">{t('visual.phoneQuestion')}</p>
          {(['phoneOption1', 'phoneOption2', 'phoneOption3'] as const).map((key, index) => (
            <div
              key={key}
              className={cn(
                'flex items-center gap-1.5 rounded-md border px-2 py-1.5 text-[0.62rem]',
                index === 1 ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-600',
              )}
            >
              <span className={cn('size-2 rounded-full border', index === 1 ? 'border-brand-600 bg-brand-600' : 'border-slate-300')} />
              {t(`visual.${key}`)}
            </div>
          ))}
          <div className="flex items-start gap-1.5 pt-1 text-[0.55rem] leading-snug text-slate-500">
            <span className="mt-px grid size-2.5 shrink-0 place-items-center rounded-sm bg-brand-600" />
            {t('visual.phoneConsent')}
          </div>
          <div className="rounded-md bg-brand-600 py-1.5 text-center text-[0.65rem] font-semibold text-white">{t('visual.phoneSubmit')}</div>
        </div>
      </div>
    </div>
  );
}
