// The validated-instrument flag of a template (docs/scores.md#instruments): a badge while the fields are still the
// instrument's, a warning as soon as an item, option, point or alert changed (the copy is then saved without the flag).
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepsInstrument, type TField, type TValidatedInstrumentKey } from '@praxiform/domain';
import { Badge } from '../../../components/ui';
import { FormAlert } from '../../../components/ui/form-alert';

/** The instruments' own names (not translated). */
export const INSTRUMENT_NAMES: Record<TValidatedInstrumentKey, string> = { phq9: 'PHQ-9', gad7: 'GAD-7' };

export function InstrumentNotice({ instrument, fields }: { instrument: TValidatedInstrumentKey | null; fields: readonly TField[] }) {
  const { t } = useTranslation('templates');
  if (instrument === null) return null;
  const name = INSTRUMENT_NAMES[instrument];
  if (!keepsInstrument(instrument, fields)) {
    return (
      <FormAlert tone="warning" className="@lg:col-span-2">
        <strong className="font-semibold">{t('builder.instrument.lostTitle')}</strong> {t('builder.instrument.lost', { name })}
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 @lg:col-span-2" data-testid="instrument-badge">
      <Badge variant="success" className="self-start">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {t('builder.instrument.badge', { name })}
      </Badge>
      <p className="text-xs leading-5 text-slate-700">{t('builder.instrument.kept')}</p>
    </div>
  );
}
