// The validated-instrument flag of a template (docs/scores.md#instruments): a badge while the copy still is the
// instrument, a warning naming what removes the flag as soon as anything compared changed (item wording, answer labels,
// points, alerts, conditional questions, the patient instructions, the bands, a language without official translation).
import { useCallback } from 'react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TInstrumentChange, TValidatedInstrumentKey } from '@praxiform/domain';
import { Badge } from '../../../components/ui';
import { FormAlert } from '../../../components/ui/form-alert';
import { BUILDER_NS } from '../builder-i18n';

/** The instruments' own names (not translated). */
export const INSTRUMENT_NAMES: Record<TValidatedInstrumentKey, string> = { phq9: 'PHQ-9', gad7: 'GAD-7' };

/** Each change in plain words ("answer labels"), in the order given. */
export function useInstrumentChangeLabels(): (changes: readonly TInstrumentChange[]) => string[] {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return useCallback((changes) => changes.map((change) => t(`builder.instrument.changes.${change}`)), [t]);
}

export function InstrumentNotice({ instrument, changes }: { instrument: TValidatedInstrumentKey | null; changes: readonly TInstrumentChange[] }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const labels = useInstrumentChangeLabels();
  if (instrument === null) return null;
  const name = INSTRUMENT_NAMES[instrument];
  if (changes.length > 0) {
    return (
      <FormAlert tone="warning" className="col-span-full">
        <strong className="font-semibold">{t('builder.instrument.lostTitle')}</strong> {t('builder.instrument.lost', { name })}
        <ul className="mt-1 list-disc pl-5" data-testid="instrument-changes">
          {labels(changes).map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 col-span-full" data-testid="instrument-badge">
      <Badge variant="success" className="self-start">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {t('builder.instrument.badge', { name })}
      </Badge>
      <p className="text-xs leading-5 text-slate-700">{t('builder.instrument.kept', { name })}</p>
    </div>
  );
}
