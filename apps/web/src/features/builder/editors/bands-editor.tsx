// The severity bands of a scored template (docs/scores.md#bands): one row per band (from, to, label, level, whether it
// is a positive screen: docs/scores.md#positive-screen), a compact table when the panel is wide enough and a small card
// per band on a narrow one, and a live check that the bands cover every possible total exactly once, the range computed
// from the options' points.
import { useId, useMemo } from 'react';
import { CheckCircle2, Gauge, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  SCORE_BAND_LEVELS,
  SCORE_BAND_LIMITS,
  bandCoverage,
  possibleScoreRange,
  type TBandProblem,
  type TField,
  type TScoreBandLevel,
} from '@praxiform/domain';
import { Button, cn } from '../../../components/ui';
import { inputClassName } from '../../../components/ui/form-field';
import { IconButton } from '../builder-ui';
import { addBand, boundsComplete, parseBound, removeBand, updateBand, type TBandDraft } from '../state/score-bands';
import { BUILDER_NS } from '../builder-i18n';

export type TBandsEditorProps = {
  bands: TBandDraft[];
  fields: readonly TField[];
  /** The first validation message of the bands (from the save), already translated. */
  error?: string | undefined;
  onChange: (bands: TBandDraft[]) => void;
};

/** The columns of the bands table (a panel at least 36rem wide): from, to, label, level, positive screen, delete. */
const TABLE_COLUMNS = '@xl:grid-cols-[4rem_4rem_minmax(0,1fr)_8.5rem_4.5rem_2rem]';

function boundValue(value: number): string | number {
  return Number.isFinite(value) ? value : '';
}

export function BandsEditor({ bands, fields, error, onChange }: TBandsEditorProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const headingId = useId();
  const hintId = useId();
  const range = useMemo(() => possibleScoreRange(fields), [fields]);
  const complete = boundsComplete(bands);
  const coverage = useMemo(() => (complete ? bandCoverage(bands, range) : null), [bands, range, complete]);

  const problemText = (problem: TBandProblem) => {
    const one = problem.from === problem.to;
    if (problem.kind === 'order') return t('builder.bands.problems.order', { from: problem.from, to: problem.to });
    return t(`builder.bands.problems.${problem.kind}${one ? 'One' : 'Many'}`, { from: problem.from, to: problem.to, min: range.min, max: range.max });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
      data-testid="bands-editor"
    >
      <div className="flex items-start gap-2">
        <Gauge className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-medium text-slate-800">
            {t('builder.bands.title')}
          </h3>
          <p id={hintId} className="mt-0.5 text-xs leading-5 text-slate-500">
            {t('builder.bands.hint', { min: range.min, max: range.max })}
          </p>
        </div>
      </div>
      {bands.length > 0 && (
        <div className="flex flex-col gap-1.5">
          {/* On a wide panel the bands are a table: the column titles once, then one line per band. */}
          <div aria-hidden="true" className={cn(TABLE_COLUMNS, 'hidden gap-x-2 px-1 text-xs font-medium text-slate-600 @xl:grid')}>
            <span>{t('builder.bands.from')}</span>
            <span>{t('builder.bands.to')}</span>
            <span>{t('builder.bands.label')}</span>
            <span>{t('builder.bands.level')}</span>
            <span className="text-center leading-4">{t('builder.bands.positive')}</span>
          </div>
          <ol
            className="flex flex-col gap-2 @xl:gap-1"
            aria-describedby={hintId}
            data-invalid={error ? 'true' : undefined}
            tabIndex={error ? -1 : undefined}
          >
            {bands.map((band, index) => {
              const n = index + 1;
              return (
                <li
                  key={index}
                  className={cn(
                    'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 rounded-lg bg-slate-50 p-2',
                    '@xl:items-center @xl:gap-x-2 @xl:bg-transparent @xl:px-1 @xl:py-0',
                    TABLE_COLUMNS,
                  )}
                >
                  <BoundInput
                    caption={t('builder.bands.from')}
                    label={t('builder.bands.fromOf', { n })}
                    value={band.min}
                    onChange={(min) => onChange(updateBand(bands, index, { min }))}
                  />
                  <BoundInput
                    caption={t('builder.bands.to')}
                    label={t('builder.bands.toOf', { n })}
                    value={band.max}
                    onChange={(max) => onChange(updateBand(bands, index, { max }))}
                  />
                  <label className="col-span-3 flex flex-col gap-1 text-xs text-slate-600 @xl:col-span-1">
                    <span aria-hidden="true" className="@xl:hidden">
                      {t('builder.bands.label')}
                    </span>
                    <input
                      className={inputClassName}
                      value={band.label}
                      maxLength={SCORE_BAND_LIMITS.labelMax}
                      aria-label={t('builder.bands.labelOf', { n })}
                      aria-invalid={band.label.trim() === '' || undefined}
                      onChange={(e) => onChange(updateBand(bands, index, { label: e.target.value }))}
                    />
                  </label>
                  <label className="col-span-3 flex flex-col gap-1 text-xs text-slate-600 @xl:col-span-1">
                    <span aria-hidden="true" className="@xl:hidden">
                      {t('builder.bands.level')}
                    </span>
                    <select
                      className={cn(inputClassName, '@xl:px-2')}
                      value={band.level}
                      aria-label={t('builder.bands.levelOf', { n })}
                      onChange={(e) => onChange(updateBand(bands, index, { level: e.target.value as TScoreBandLevel }))}
                    >
                      {SCORE_BAND_LEVELS.map((level) => (
                        <option key={level} value={level}>
                          {t(`builder.bands.levels.${level}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label
                    className="col-span-full flex items-center gap-2 text-xs text-slate-700 @xl:col-span-1 @xl:min-h-10 @xl:justify-center"
                    title={t('builder.bands.positiveHint')}
                  >
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-brand-600"
                      checked={band.positive === true}
                      aria-describedby={`${headingId}-positive-${index}`}
                      onChange={(e) => onChange(updateBand(bands, index, { positive: e.target.checked ? true : undefined }))}
                    />
                    <span className="@xl:sr-only">{t('builder.bands.positive')}</span>
                  </label>
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    className="col-start-3 row-start-1 self-end @xl:col-start-6 @xl:self-center"
                    label={t('builder.bands.delete', { n })}
                    onClick={() => onChange(removeBand(bands, index))}
                  />
                  <span id={`${headingId}-positive-${index}`} className="sr-only">
                    {t('builder.bands.positiveHint')}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <div aria-live="polite" className="text-sm" data-testid="bands-coverage">
        {bands.length === 0 ? (
          <p className="text-xs leading-5 text-slate-500">{t('builder.bands.none')}</p>
        ) : !complete ? (
          <p className="text-amber-800">{t('builder.bands.incomplete')}</p>
        ) : coverage?.ok ? (
          <p className="flex items-center gap-1.5 text-emerald-800">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {t('builder.bands.covered', { min: range.min, max: range.max })}
          </p>
        ) : (
          <ul className="flex list-disc flex-col gap-0.5 pl-5 text-amber-900">
            {coverage?.problems.map((problem, i) => (
              <li key={i}>{problemText(problem)}</li>
            ))}
          </ul>
        )}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={bands.length >= SCORE_BAND_LIMITS.bandsMax}
        onClick={() => onChange(addBand(bands, range, t('builder.bands.defaultLabel', { n: bands.length + 1 })))}
      >
        <Plus aria-hidden="true" />
        {t('builder.bands.add')}
      </Button>
    </section>
  );
}

/** One bound of a band (min or max): a caption shown on narrow screens, the table's column header otherwise. */
function BoundInput({ caption, label, value, onChange }: { caption: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      <span aria-hidden="true" className="@xl:hidden">
        {caption}
      </span>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        className={cn(inputClassName, 'px-2 text-right')}
        value={boundValue(value)}
        aria-label={label}
        aria-invalid={!Number.isFinite(value) || undefined}
        onChange={(e) => onChange(parseBound(e.target.value))}
      />
    </label>
  );
}
