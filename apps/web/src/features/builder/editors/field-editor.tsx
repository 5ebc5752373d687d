// The side panel of the selected field: title, placeholder or help text, required, practitioner-only, rating scale,
// picture, options and conditional fields.
import { MousePointerClick, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, RATING_MAX_LIMIT, isChoiceFieldType, ratingMax, type TField, type TFieldType } from '@praxiform/domain';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Switch } from '../../../components/ui/switch';
import { Panel, SwitchRow } from '../builder-ui';
import { ConditionalEditor } from './conditional-editor';
import { FIELD_ICONS } from '../canvas/field-icons';
import { ImageFieldEditor } from './image-field-editor';
import { OptionsEditor } from './options-editor';
import { useBuilderMessage } from '../use-builder-message';
import { BUILDER_NS } from '../builder-i18n';

const WITH_PLACEHOLDER: readonly TFieldType[] = ['text', 'textarea', 'email', 'number'];

export type TFieldEditorProps = {
  fields: readonly TField[];
  field: TField | null;
  scoring: boolean;
  errors: Partial<Record<string, string>>;
  makeId: () => string;
  onUpdate: (id: string, patch: Partial<Omit<TField, 'id'>>) => void;
  onAddChild: (parentId: string, optionId: string, type: TFieldType) => void;
  onSelect: (id: string) => void;
};

export function FieldEditor({ fields, field, scoring, errors, makeId, onUpdate, onAddChild, onSelect }: TFieldEditorProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const message = useBuilderMessage();
  if (!field) {
    return (
      <Panel title={t('builder.editor.title')} icon={SlidersHorizontal}>
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <MousePointerClick className="size-6 text-slate-400" aria-hidden="true" />
          <p className="text-sm leading-6 text-slate-600">{t('builder.editor.empty')}</p>
        </div>
      </Panel>
    );
  }
  const Icon = FIELD_ICONS[field.type];
  const update = (patch: Partial<Omit<TField, 'id'>>) => onUpdate(field.id, patch);
  return (
    <Panel title={t('builder.editor.titleOf', { type: t(`fieldTypes.${field.type}`) })} icon={Icon}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t('builder.editor.fieldTitle')}
          value={field.title}
          maxLength={FIELD_LIMITS.titleMax}
          onChange={(e) => update({ title: e.target.value })}
          error={message(errors.title)}
        />
        {WITH_PLACEHOLDER.includes(field.type) && (
          <TextField
            label={t('builder.editor.placeholder')}
            value={field.placeholder ?? ''}
            maxLength={FIELD_LIMITS.titleMax}
            optional
            onChange={(e) => update({ placeholder: e.target.value || undefined })}
            error={message(errors.placeholder)}
          />
        )}
        <TextAreaField
          label={t('builder.editor.helpText')}
          value={field.helpText ?? ''}
          maxLength={FIELD_LIMITS.textMax}
          optional
          rows={2}
          onChange={(e) => update({ helpText: e.target.value || undefined })}
          error={message(errors.helpText)}
        />
        <SwitchRow
          label={t('builder.editor.required')}
          control={({ labelId }) => (
            <Switch checked={field.required} onCheckedChange={(required) => update({ required })} aria-labelledby={labelId} />
          )}
        />
        <SwitchRow
          label={t('builder.editor.practitionerOnly')}
          hint={t('builder.editor.practitionerOnlyHint')}
          control={({ labelId, hintId }) => (
            <Switch
              checked={field.practitionerOnly}
              onCheckedChange={(practitionerOnly) => update({ practitionerOnly })}
              aria-labelledby={labelId}
              aria-describedby={hintId}
            />
          )}
        />
        {field.type === 'rating' && (
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={RATING_MAX_LIMIT}
            label={t('builder.editor.ratingMax')}
            hint={t('builder.editor.ratingMaxHint', { max: RATING_MAX_LIMIT })}
            value={ratingMax(field)}
            onChange={(e) => {
              const value = Math.trunc(Number(e.target.value));
              if (Number.isFinite(value) && value >= 1) update({ max: Math.min(RATING_MAX_LIMIT, value) });
            }}
            error={message(errors.max)}
          />
        )}
        {field.type === 'image' && <ImageFieldEditor field={field} onChange={(imageUrl) => update({ imageUrl })} />}
        {isChoiceFieldType(field.type) && (
          <OptionsEditor field={field} scoring={scoring} errors={errors} makeId={makeId} onChange={(options) => update({ options })} />
        )}
        <ConditionalEditor fields={fields} field={field} onAddChild={(optionId, type) => onAddChild(field.id, optionId, type)} onSelect={onSelect} />
      </div>
    </Panel>
  );
}
