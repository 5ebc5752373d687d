// A snackbar after a deletion: "Field deleted" with an Undo button, gone after a few seconds.
import { useEffect } from 'react';
import { Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUILDER_NS } from './builder-i18n';

export const UNDO_TIMEOUT_MS = 7000;

export function UndoToast({ title, onUndo, onDismiss }: { title: string | null; onUndo: () => void; onDismiss: () => void }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  useEffect(() => {
    if (title === null) return;
    const timer = window.setTimeout(onDismiss, UNDO_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [title, onDismiss]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4 print:hidden">
      {title !== null && (
        <div className="pointer-events-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-xl">
          <span className="min-w-0 flex-1 truncate">{t('builder.undo.deleted', { title })}</span>
          <button
            type="button"
            onClick={onUndo}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {t('builder.undo.undo')}
          </button>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('builder.undo.dismiss')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
