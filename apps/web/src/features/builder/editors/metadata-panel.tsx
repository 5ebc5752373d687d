// Metadata of the template: name, type, category (a specialty or free text), description, language, the instructions
// the patient reads above the questions, scoring and its severity bands, the crisis message (PHQ-9 item 9), the
// validated-instrument flag.
import { useState } from 'react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, TEMPLATE_CATEGORIES, TEMPLATE_LIMITS, TEMPLATE_TYPES, isLocale, type TField, type TTemplateType } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Switch } from '../../../components/ui/switch';
import type { TTemplateMeta } from '../state/builder-state';
import { SelectField } from '../../../components/ui/form-field';
import { Panel, SwitchRow } from '../builder-ui';
import { useBuilderMessage } from '../use-builder-message';
import { BandsEditor } from './bands-editor';
import { hasCrisisField, instrumentChangesOf } from '../state/builder-validation';
import { InstrumentNotice } from './instrument-notice';
import { BUILDER_NS } from '../builder-i18n';

const CUSTOM = '__custom';

function isCategoryKey(value: string): boolean {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
}

export type TMetadataPanelProps = {
  meta: TTemplateMeta;
  /** The field tree: the bands' possible range and the instrument check read it. */
  fields: readonly TField[];
  errors: Partial<Record<string, string>>;
  onChange: (patch: Partial<TTemplateMeta>) => void;
};

export function MetadataPanel({ meta, fields, errors, onChange }: TMetadataPanelProps) {
  const { t, i18n } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const message = useBuilderMessage();
  const [customCategory, setCustomCategory] = useState(meta.category !== '' && !isCategoryKey(meta.category));
  const categories = [...TEMPLATE_CATEGORIES]
    .map((key) => ({ key, label: t(`categories.${key}`) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const forcedScoring = meta.type === 'bilan';
  const instructionsLength = meta.patientInstructions.length;

  return (
    <Panel title={t('builder.meta.title')} icon={FileText} id="builder-meta">
      <div className="@container">
        <div className="grid gap-4 @lg:grid-cols-2 @2xl:grid-cols-3">
          <InstrumentNotice instrument={meta.validatedInstrument} changes={instrumentChangesOf({ meta, fields })} />
          <TextField
            className="col-span-full"
            label={t('builder.meta.name')}
            value={meta.name}
            maxLength={TEMPLATE_LIMITS.nameMax}
            onChange={(e) => onChange({ name: e.target.value })}
            error={message(errors.name)}
            placeholder={t('builder.meta.namePlaceholder')}
          />
          <SelectField label={t('builder.meta.type')} value={meta.type} onChange={(e) => onChange({ type: e.target.value as TTemplateType })}>
            {TEMPLATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('builder.meta.language')}
            value={meta.language}
            onChange={(e) => {
              if (isLocale(e.target.value)) onChange({ language: e.target.value });
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`common:language.names.${locale}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('builder.meta.category')}
            value={customCategory ? CUSTOM : meta.category}
            error={customCategory ? undefined : message(errors.category)}
            onChange={(e) => {
              const value = e.target.value;
              setCustomCategory(value === CUSTOM);
              onChange({ category: value === CUSTOM ? '' : value });
            }}
          >
            <option value="">{t('builder.meta.categoryNone')}</option>
            {categories.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
            <option value={CUSTOM}>{t('builder.meta.categoryCustom')}</option>
          </SelectField>
          {customCategory ? (
            <TextField
              label={t('builder.meta.customCategory')}
              value={meta.category}
              maxLength={TEMPLATE_LIMITS.categoryMax}
              optional
              onChange={(e) => onChange({ category: e.target.value })}
              error={message(errors.category)}
            />
          ) : (
            <div className="hidden @lg:block @2xl:hidden" />
          )}
          <TextAreaField
            className="col-span-full"
            label={t('builder.meta.description')}
            value={meta.description}
            maxLength={TEMPLATE_LIMITS.descriptionMax}
            optional
            rows={2}
            onChange={(e) => onChange({ description: e.target.value })}
            error={message(errors.description)}
          />
          <div className="flex flex-col gap-1 col-span-full">
            <TextAreaField
              label={t('builder.meta.patientInstructions')}
              hint={t('builder.meta.patientInstructionsHint')}
              value={meta.patientInstructions}
              optional
              rows={3}
              onChange={(e) => onChange({ patientInstructions: e.target.value })}
              error={message(errors.patientInstructions)}
            />
            <p
              className={cn(
                'text-right text-xs text-slate-500 tabular-nums',
                instructionsLength > TEMPLATE_LIMITS.patientInstructionsMax && 'font-medium text-red-700',
              )}
            >
              {t('builder.meta.patientInstructionsCounter', { count: instructionsLength, max: TEMPLATE_LIMITS.patientInstructionsMax })}
            </p>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 col-span-full">
            <SwitchRow
              label={t('builder.meta.scoring')}
              hint={forcedScoring ? t('builder.meta.scoringForced') : t('builder.meta.scoringHint')}
              control={({ labelId, hintId }) => (
                <Switch
                  checked={forcedScoring || meta.scoringEnabled}
                  disabled={forcedScoring}
                  onCheckedChange={(scoringEnabled) => onChange({ scoringEnabled })}
                  aria-labelledby={labelId}
                  aria-describedby={hintId}
                />
              )}
            />
            {(forcedScoring || meta.scoringEnabled) && (
              <div className="mt-3">
                <BandsEditor
                  bands={meta.scoreBands}
                  fields={fields}
                  error={message(errors.scoreBands)}
                  onChange={(scoreBands) => onChange({ scoreBands })}
                />
              </div>
            )}
          </div>
          {hasCrisisField(fields) && (
            <div className="rounded-xl bg-slate-50 p-3 col-span-full">
              <SwitchRow
                label={t('builder.meta.crisisMessage')}
                hint={t('builder.meta.crisisMessageHint')}
                control={({ labelId, hintId }) => (
                  <Switch
                    checked={meta.crisisMessage}
                    onCheckedChange={(crisisMessage) => onChange({ crisisMessage })}
                    aria-labelledby={labelId}
                    aria-describedby={hintId}
                  />
                )}
              />
            </div>
          )}
        </div>
      </div>
    </Panel>
  );
}
