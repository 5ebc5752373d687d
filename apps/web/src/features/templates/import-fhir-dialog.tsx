// "Import a FHIR Questionnaire" (docs/fhir.md#import): a JSON file or pasted text becomes a new private template through
// templates.importFhir. What a template cannot hold comes back as a list (FHIR_UNSUPPORTED), read before the
// practitioner confirms importing without it. Loaded with the dialog's first opening (its own chunk).
import { useState, type ChangeEvent } from 'react';
import { FileJson, Upload } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZFhirImportText } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button } from '../../components/ui';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { TextAreaField } from '../../components/ui/form-field';
import { errorCodeOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';

export type TImportedTemplate = { id: number; name: string; droppedCount: number };
type TUnsupported = { linkId: string | null; kind: string };

/** The refusal's list, from the error's data (tRPC carries AppError details there). */
function unsupportedOf(error: unknown): TUnsupported[] {
  if (errorCodeOf(error) !== 'FHIR_UNSUPPORTED' || typeof error !== 'object' || error === null || !('data' in error)) return [];
  const data = (error as { data?: { details?: { unsupported?: unknown } } }).data;
  const list = data?.details?.unsupported;
  return Array.isArray(list) ? (list as TUnsupported[]) : [];
}

function ImportForm({ onCancel, onImported }: { onCancel: () => void; onImported: (template: TImportedTemplate) => void }) {
  const { t } = useTranslation('templates');
  const errorMessage = useErrorMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { formId, field, submit, setField, formLevelError } = useZodForm(ZFhirImportText, { text: '' });
  const [readFailed, setReadFailed] = useState(false);
  const importFhir = useMutation(trpc.templates.importFhir.mutationOptions());
  const unsupported = unsupportedOf(importFhir.error);

  const send = (text: string, dropUnsupported: boolean) =>
    importFhir.mutate(
      { questionnaire: JSON.parse(text) as unknown, dropUnsupported },
      {
        onSuccess: ({ template, dropped }) => {
          void queryClient.invalidateQueries(trpc.templates.list.pathFilter());
          onImported({ ...template, droppedCount: dropped.length });
        },
      },
    );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReadFailed(false);
    importFhir.reset();
    if (!file) return;
    file.text().then(
      (text) => setField('text', text),
      () => setReadFailed(true),
    );
  };

  const serverError = unsupported.length === 0 ? formLevelError(importFhir.error) : null;
  const text = field('text');
  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit(({ text: value }) => send(value, false))}
      onChange={() => unsupported.length > 0 && importFhir.reset()}
      className="flex flex-col gap-4"
    >
      {readFailed && <FormAlert tone="error">{t('importFhir.readFailed')}</FormAlert>}
      {serverError !== null && (
        <FormAlert tone="error">{errorCodeOf(serverError) === 'UNKNOWN' ? t('importFhir.failed') : errorMessage(serverError)}</FormAlert>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-file`} className="text-sm font-medium text-slate-900">
          {t('importFhir.file')}
        </label>
        <input
          id={`${formId}-file`}
          type="file"
          accept=".json,application/json,application/fhir+json"
          onChange={onFile}
          aria-describedby={`${formId}-file-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
        <p id={`${formId}-file-hint`} className="text-sm text-slate-600">
          {t('importFhir.fileHint')}
        </p>
      </div>
      <TextAreaField
        label={t('importFhir.text')}
        hint={t('importFhir.textHint')}
        rows={8}
        spellCheck={false}
        textareaClassName="font-mono text-xs"
        {...text}
      />
      {unsupported.length > 0 && (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">{t('importFhir.unsupportedTitle')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {unsupported.map((item, index) => (
              <li key={`${item.linkId ?? ''}-${item.kind}-${index}`}>
                {t(`importFhir.kinds.${item.kind}`, { defaultValue: item.kind })}
                {' — '}
                {item.linkId === null ? t('importFhir.onQuestionnaire') : t('importFhir.onItem', { linkId: item.linkId })}
              </li>
            ))}
          </ul>
          <p>{t('importFhir.unsupportedHint')}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={importFhir.isPending}>
          {t('list.actions.cancel')}
        </Button>
        {unsupported.length > 0 ? (
          <Button loading={importFhir.isPending} onClick={() => submit(({ text: value }) => send(value, true))()}>
            <Upload aria-hidden="true" />
            {t('importFhir.confirm')}
          </Button>
        ) : (
          <Button type="submit" loading={importFhir.isPending}>
            <Upload aria-hidden="true" />
            {t('importFhir.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function ImportFhirDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (template: TImportedTemplate) => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('importFhir.title')}
      description={t('importFhir.description')}
      icon={<FileJson className="size-5" />}
    >
      {/* Mounted only while open, so reopening starts empty. */}
      {open && (
        <ImportForm
          onCancel={() => onOpenChange(false)}
          onImported={(template) => {
            onImported(template);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
