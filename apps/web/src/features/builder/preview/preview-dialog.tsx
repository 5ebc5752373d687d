// Preview of the form as the patient will see it: the instructions above the questions, live conditional fields and
// score, and a print view.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Printer, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAnswers, TField } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { previewView } from './preview-answers';
import { PreviewFields } from './preview-form';
import '../../../components/templates/preview-print.css';
import { BUILDER_NS } from '../builder-i18n';

export type TPreviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  description: string;
  /** The patient instructions, shown above the questions as on the patient's page. */
  instructions: string;
  fields: readonly TField[];
  scoring: boolean;
};

export function PreviewDialog({ open, onOpenChange, name, description, instructions, fields, scoring }: TPreviewDialogProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const [answers, setAnswers] = useState<TAnswers>({});
  const view = previewView(fields, answers, scoring);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] print:hidden" />
        <Dialog.Content
          data-preview-print=""
          className="fixed inset-0 z-50 flex flex-col bg-slate-50 outline-none print:bg-white sm:inset-6 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:shadow-2xl"
        >
          <div data-print-hide="" className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-3 sm:rounded-t-2xl sm:px-6">
            <Dialog.Title className="min-w-0 flex-1 text-base font-semibold text-slate-900">{t('builder.preview.title')}</Dialog.Title>
            <Button variant="ghost" size="sm" onClick={() => setAnswers({})}>
              <RotateCcw aria-hidden="true" />
              {t('builder.preview.reset')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('builder.preview.print')}
            </Button>
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('builder.preview.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('builder.preview.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-8">
            <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
              <header className="border-b border-slate-100 pb-4">
                <h2 className="text-xl font-semibold tracking-tight text-slate-900">{name.trim() || t('builder.untitledTemplate')}</h2>
                {description.trim() && <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-600">{description}</p>}
              </header>
              {instructions.trim() && (
                <p
                  className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-base leading-7 break-words whitespace-pre-line text-slate-800 print:border-0 print:bg-transparent print:p-0"
                  data-testid="preview-instructions"
                >
                  {instructions.trim()}
                </p>
              )}
              {fields.length === 0 ? (
                <p className="text-sm text-slate-500">{t('builder.preview.empty')}</p>
              ) : (
                <form className="flex flex-col gap-6" onSubmit={(e) => e.preventDefault()} noValidate>
                  <PreviewFields fields={fields} visible={view.visible} answers={answers} onAnswers={setAnswers} />
                </form>
              )}
            </article>
          </div>
          {view.score && (
            <div
              className="border-t border-slate-200 bg-white px-4 py-3 text-center sm:rounded-b-2xl print:border-0 print:text-left"
              role="status"
              aria-live="polite"
              data-testid="preview-score"
            >
              <span className="inline-flex items-center rounded-full bg-brand-50 px-4 py-1.5 text-base font-semibold text-brand-800 ring-1 ring-brand-200">
                {t('builder.preview.score', { score: view.score.score, max: view.score.max })}
              </span>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
