// The template editor: toolbar, palette and structure | metadata and canvas | field editor, plus preview, undo and leave warning.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ConfirmDialog, cn } from '../../components/ui';
import { FormAlert } from '../../components/ui/form-alert';
import { INSTRUMENT_NAMES, useInstrumentChangeLabels } from './editors/instrument-notice';
import { BuilderNotOwner } from './builder-states';
import { CabinetShareDialog } from '../../components/templates/cabinet-share-dialog';
import type { TBuilderMode } from './builder-mode';
import { BuilderTabs, columnClass } from './builder-tabs';
import { BuilderToolbar } from './builder-toolbar';
import { CanvasContext, type TCanvasContext } from './canvas/canvas-context';
import { FieldCanvas } from './canvas/field-canvas';
import { FieldEditor } from './editors/field-editor';
import { FieldPalette } from './canvas/field-palette';
import { MetadataPanel } from './editors/metadata-panel';
import { PreviewDialog } from './preview/preview-dialog';
import { StructurePanel } from './canvas/structure-panel';
import { UndoToast } from './undo-toast';
import { UnsavedDialog } from './unsaved-dialog';
import { revealField, useBuilderEditor, type TBuilderInitial } from './use-builder-editor';
import { useBuilderMessage } from './use-builder-message';
import { BUILDER_NS } from './builder-i18n';

export function BuilderEditor({ mode, id, initial }: { mode: TBuilderMode; id: number | null; initial: TBuilderInitial }) {
  const { t, i18n } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const message = useBuilderMessage();
  const changeLabels = useInstrumentChangeLabels();
  const location = useLocation();
  const editor = useBuilderEditor({ mode, id, initial });
  const { state, dispatch, errors, outcome, tab, setTab, actions } = editor;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [sharedTo, setSharedTo] = useState<string | null>(null);
  // A saved private template (the public route edits market templates, which cannot be shared to a cabinet).
  const shareable = mode !== 'public' && id !== null;
  const templateName = state.meta.name.trim() || t('builder.untitledTemplate');
  const justCreated = (location.state as { builderSaved?: boolean } | null)?.builderSaved === true;

  // Ctrl+S / Cmd+S saves, as in any editor.
  const { saveNow } = editor;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [saveNow]);

  const canvas = useMemo<TCanvasContext>(
    () => ({
      selectedId: state.selectedId,
      errors,
      scoring: editor.scoring,
      select: (fieldId) => dispatch({ type: 'select', id: fieldId }),
      edit: (fieldId) => {
        dispatch({ type: 'select', id: fieldId });
        setTab('edit');
      },
      move: (fieldId, offset) => dispatch({ type: 'move', id: fieldId, offset }),
      moveTo: (fieldId, overId) => dispatch({ type: 'moveTo', id: fieldId, overId }),
      duplicate: (fieldId) => dispatch({ type: 'duplicate', id: fieldId, makeId: editor.makeId }),
      remove: actions.remove,
    }),
    [state.selectedId, errors, editor.scoring, editor.makeId, dispatch, setTab, actions.remove],
  );
  const errorIds = useMemo(() => new Set(Object.keys(errors.fields)), [errors.fields]);
  const showSaved = outcome?.kind === 'saved' || (outcome === null && justCreated && !editor.dirty);

  return (
    <div className="flex flex-col gap-4">
      <BuilderToolbar
        mode={mode}
        creating={id === null}
        name={state.meta.name}
        dirty={editor.dirty}
        saving={editor.saving}
        onPreview={() => setPreviewOpen(true)}
        onSave={() => void saveNow()}
        onShareCabinet={
          shareable
            ? () => {
                setSharedTo(null);
                setShareOpen(true);
              }
            : undefined
        }
      />
      <div aria-live="polite" className="empty:hidden">
        {showSaved && <FormAlert tone="success">{t('builder.messages.saved')}</FormAlert>}
        {sharedTo && <FormAlert tone="success">{t('shareCabinet.success', { name: templateName, cabinets: sharedTo })}</FormAlert>}
      </div>
      {outcome?.kind === 'invalid' && <FormAlert tone="error">{t('builder.messages.invalid')}</FormAlert>}
      {errors.general.length > 0 && <FormAlert tone="error">{errors.general.map((code) => message(code)).join(' ')}</FormAlert>}
      {outcome?.kind === 'error' &&
        (outcome.code === 'TEMPLATE_NOT_OWNER' && id !== null ? (
          <BuilderNotOwner id={id} reason="NOT_OWNER" mode={mode} />
        ) : (
          <FormAlert tone="error">{t(`errors:codes.${outcome.code}`)}</FormAlert>
        ))}
      <BuilderTabs tab={tab} onTab={setTab} />
      <CanvasContext.Provider value={canvas}>
        {/* Wide screens: the template's details across the two right-hand columns, then the form beside the selected
            field's settings; the palette and the structure on the left. Narrow screens: one tab at a time. */}
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[13rem_minmax(0,1fr)_20rem] xl:grid-rows-[auto_1fr]">
          <div
            className={cn(
              columnClass(tab === 'add'),
              // Scrolls on its own when taller than the screen: sticky, the structure below the palette stays reachable.
              'xl:sticky xl:top-20 xl:col-start-1 xl:row-span-2 xl:row-start-1 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto',
            )}
          >
            <FieldPalette hasSelection={state.selectedId !== null} onAdd={(type) => actions.addField(type)} />
            <StructurePanel
              fields={state.fields}
              selectedId={state.selectedId}
              errorIds={errorIds}
              onSelect={(fieldId) => {
                dispatch({ type: 'select', id: fieldId });
                setTab('edit');
                revealField(fieldId);
              }}
            />
          </div>
          <div className={cn(columnClass(tab === 'form'), 'xl:col-span-2 xl:col-start-2 xl:row-start-1')}>
            <MetadataPanel meta={state.meta} fields={state.fields} errors={errors.meta} onChange={(patch) => dispatch({ type: 'setMeta', patch })} />
          </div>
          <div className={cn(columnClass(tab === 'form'), 'xl:col-start-2 xl:row-start-2')}>
            <FieldCanvas fields={state.fields} onDropType={(type) => actions.addField(type)} />
          </div>
          <div
            id="builder-field-editor"
            className={cn(
              columnClass(tab === 'edit'),
              'xl:sticky xl:top-20 xl:col-start-3 xl:row-start-2 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto',
            )}
          >
            <FieldEditor
              fields={state.fields}
              field={editor.selected}
              scoring={editor.scoring}
              errors={editor.selected ? (errors.fields[editor.selected.id] ?? {}) : {}}
              makeId={editor.makeId}
              onUpdate={(fieldId, patch) => dispatch({ type: 'update', id: fieldId, patch })}
              onAddChild={actions.addChild}
              onSelect={(fieldId) => dispatch({ type: 'select', id: fieldId })}
            />
          </div>
        </div>
      </CanvasContext.Provider>
      <UndoToast
        title={editor.undoVisible && state.removed ? state.removed.field.title.trim() || t('builder.canvas.untitled') : null}
        onUndo={actions.restore}
        onDismiss={actions.dismissUndo}
      />
      {previewOpen && (
        <PreviewDialog
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          name={state.meta.name}
          description={state.meta.description}
          instructions={state.meta.patientInstructions}
          fields={state.fields}
          scoring={editor.scoring}
        />
      )}
      {shareable && (
        <CabinetShareDialog
          template={shareOpen ? { id, name: templateName } : null}
          onOpenChange={setShareOpen}
          onShared={(names) => setSharedTo(new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names))}
        />
      )}
      <ConfirmDialog
        open={editor.confirmInstrumentLoss}
        onOpenChange={editor.setConfirmInstrumentLoss}
        title={t('builder.instrument.confirmTitle')}
        description={t('builder.instrument.confirm', {
          name: state.meta.validatedInstrument ? INSTRUMENT_NAMES[state.meta.validatedInstrument] : '',
          changes: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(changeLabels(editor.instrumentChanges)),
        })}
        confirmLabel={t('builder.instrument.confirmAction')}
        pending={editor.saving}
        onConfirm={() => void saveNow(true)}
      />
      <UnsavedDialog blocker={editor.blocker} />
    </div>
  );
}
