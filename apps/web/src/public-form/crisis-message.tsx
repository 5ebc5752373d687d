// The listening lines under the thanks, when the server says the answers call for them (docs/scores.md#crisis-message):
// a calm region, not an alert; no score, no word about what the answers mean. The lines of the page's language.
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Phone from 'lucide-react/icons/phone';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import { buttonClassName } from '../components/ui/button';
import { CRISIS_LINES, EMERGENCY_NUMBER, type TCrisisLine } from './crisis-lines';

const TITLE_ID = 'crisis-message-title';
const EMERGENCY_ID = 'crisis-emergency';

const callClass = buttonClassName('primary', 'lg', 'min-w-32 text-lg font-semibold tabular-nums');

function CrisisLine({ line, locale }: { line: TCrisisLine; locale: TLocale }) {
  const { t } = useTranslation('publicForm');
  const labelId = `crisis-line-${line.id}`;
  const foreign = line.speaks !== locale;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <p id={labelId} className="flex min-w-0 flex-col text-base leading-6">
        {/* The spaces between the parts: the link's description reads "Belgium Zelfmoordlijn (in Dutch)". */}
        <span className="font-semibold text-slate-900">{t(`crisis.countries.${line.country}`)}</span>{' '}
        <span className="text-slate-700">
          <span lang={foreign ? line.speaks : undefined}>{line.service}</span>
          {foreign && ' '}
          {foreign && <span className="whitespace-nowrap">({t(`crisis.speaks.${line.speaks}`)})</span>}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
        {line.numbers.map((number) => (
          <a
            key={number.dial}
            href={`tel:${number.dial}`}
            aria-label={`${t('crisis.call')} ${number.shown}`}
            aria-describedby={labelId}
            className={callClass}
          >
            <Phone aria-hidden="true" />
            {number.shown}
          </a>
        ))}
      </div>
    </li>
  );
}

export function CrisisMessage({ locale }: { locale: TLocale }) {
  const { t } = useTranslation('publicForm');
  return (
    <div
      role="region"
      aria-labelledby={TITLE_ID}
      className="flex flex-col gap-5 rounded-2xl border border-brand-200 bg-white px-5 py-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <HeartHandshake className="size-6" aria-hidden="true" />
        </span>
        <h2 id={TITLE_ID} className="text-xl font-semibold tracking-tight text-slate-900">
          {t('crisis.title')}
        </h2>
      </div>
      <p className="text-base leading-7 text-slate-700">{t('crisis.text')}</p>
      <ul className="flex flex-col gap-3">
        {CRISIS_LINES[locale].map((line) => (
          <CrisisLine key={line.id} line={line} locale={locale} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={EMERGENCY_ID} className="text-base leading-7 font-medium text-slate-900">
          {t('crisis.emergency', { number: EMERGENCY_NUMBER })}
        </p>
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          aria-label={`${t('crisis.call')} ${EMERGENCY_NUMBER}`}
          aria-describedby={EMERGENCY_ID}
          className={buttonClassName('outline', 'lg', 'min-w-32 self-start text-lg font-semibold tabular-nums sm:self-auto')}
        >
          <Phone aria-hidden="true" />
          {EMERGENCY_NUMBER}
        </a>
      </div>
    </div>
  );
}
