// The builder's behaviour: the reducer, ids, dirty tracking, save with validation and error focus, the undo of a deletion.
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { walkFields, type TField, type TFieldType } from '@praxiform/domain';
import { errorCodeOf } from '../../lib/errors';
import { serverIssues } from '../../lib/field-errors';
import { localizedPath, useLocale } from '../../lib/locale';
import { editPath, type TBuilderMode } from './builder-mode';
import { builderReducer, initialBuilderState, type TBuilderState, type TTemplateMeta } from './state/builder-state';
import type { TBuilderTab } from './builder-tabs';
import {
  NO_ERRORS,
  errorsFromIssues,
  firstErrorFieldId,
  hasBuilderErrors,
  instrumentChangesOf,
  validateTemplate,
  type TBuilderErrors,
} from './state/builder-validation';
import { newField, uniqueIdMaker } from './state/field-factory';
import { findField } from './state/field-tree';
import { useSaveTemplate } from './use-builder-api';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { BUILDER_NS } from './builder-i18n';

export type TBuilderInitial = { meta: TTemplateMeta; fields: TField[] };

function snapshotOf(state: Pick<TBuilderState, 'meta' | 'fields'>): string {
  return JSON.stringify({ meta: state.meta, fields: state.fields });
}

/** Every id the tree uses, of fields and of options: a new id must differ from all of them. */
function allIds(fields: readonly TField[]): string[] {
  return [...walkFields(fields)].flatMap(({ field }) => [field.id, ...(field.options ?? []).map((option) => option.id)]);
}

/** Focus after React rendered: the first invalid control inside `containerId`. */
function focusInvalid(containerId: string) {
  window.setTimeout(() => {
    const target = document.getElementById(containerId)?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 50);
}

/** Below this width the builder shows one tab at a time (Tailwind's xl, the three columns of builder-editor.tsx). */
const WIDE_BUILDER = '(min-width: 80rem)';
const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
/** The sticky top bar, and a little air: where a revealed card's top lands. */
const REVEAL_TOP = 96;

/**
 * On wide screens the form and the field settings sit below the template's details: a field chosen in the structure,
 * or just added from the palette, is brought into view with the settings beside it (they stick to the top of the
 * form's row) when its card or the settings are out of sight. Narrow screens show the settings tab instead.
 */
export function revealField(fieldId: string): void {
  window.setTimeout(() => {
    if (!matches(WIDE_BUILDER)) return;
    const card = document.querySelector(`#builder-canvas [data-field-id="${CSS.escape(fieldId)}"]`);
    const settings = document.getElementById('builder-field-editor');
    if (!card || !settings) return;
    const cardBox = card.getBoundingClientRect();
    const settingsTop = settings.getBoundingClientRect().top;
    const inSight = cardBox.top >= REVEAL_TOP - 16 && cardBox.top < window.innerHeight - 120 && settingsTop < window.innerHeight / 2;
    if (inSight) return;
    window.scrollBy({ top: cardBox.top - REVEAL_TOP, behavior: matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth' });
  }, 50);
}

export type TSaveOutcome = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'error'; code: string };

export function useBuilderEditor({ mode, id, initial }: { mode: TBuilderMode; id: number | null; initial: TBuilderInitial }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const locale = useLocale();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(builderReducer, initial, (init) => initialBuilderState(init.meta, init.fields));
  const [savedSnapshot, setSavedSnapshot] = useState(() => (id === null ? snapshotOf(initialBuilderState(initial.meta)) : snapshotOf(initial)));
  const [errors, setErrors] = useState<TBuilderErrors>(NO_ERRORS);
  const [outcome, setOutcome] = useState<TSaveOutcome | null>(null);
  const [tab, setTab] = useState<TBuilderTab>('form');
  const [undoVisible, setUndoVisible] = useState(false);
  // Asking before a save that drops the validated-instrument flag (docs/scores.md#instruments).
  const [confirmInstrumentLoss, setConfirmInstrumentLoss] = useState(false);
  const save = useSaveTemplate(mode);
  const dirty = snapshotOf(state) !== savedSnapshot;
  const { blocker, allowNextNavigation } = useUnsavedWarning(dirty);
  const makeId = useMemo(() => uniqueIdMaker(allIds(state.fields)), [state.fields]);
  const scoring = state.meta.type === 'bilan' || state.meta.scoringEnabled;
  const selected = state.selectedId ? (findField(state.fields, state.selectedId)?.field ?? null) : null;
  // What makes the copy lose its validated-instrument flag on save, in the order the notice and the dialog list it.
  const instrumentChanges = useMemo(() => instrumentChangesOf({ meta: state.meta, fields: state.fields }), [state.meta, state.fields]);
  const instrumentLost = instrumentChanges.length > 0;

  // On wide screens revealField scrolls to the field: the focus does not scroll on its own there.
  const focusTitle = useCallback(() => {
    window.setTimeout(() => {
      const input = document.querySelector<HTMLInputElement>('#builder-field-editor input');
      input?.focus({ preventScroll: matches(WIDE_BUILDER) });
      input?.select();
    }, 50);
  }, []);

  const defaultOptions = useCallback(() => [t('builder.options.defaultLabel', { n: 1 }), t('builder.options.defaultLabel', { n: 2 })], [t]);

  const dismissUndo = useCallback(() => setUndoVisible(false), []);
  const actions = {
    addField: (type: TFieldType) => {
      const field = newField(type, t('builder.defaultTitle'), defaultOptions(), makeId);
      dispatch({ type: 'add', field, afterId: state.selectedId });
      setTab('edit');
      revealField(field.id);
      focusTitle();
    },
    addChild: (parentId: string, optionId: string, type: TFieldType) => {
      dispatch({ type: 'addChild', parentId, optionId, field: newField(type, t('builder.defaultTitle'), defaultOptions(), makeId) });
      focusTitle();
    },
    remove: (fieldId: string) => {
      dispatch({ type: 'remove', id: fieldId });
      setUndoVisible(true);
    },
    restore: () => {
      dispatch({ type: 'restore' });
      setUndoVisible(false);
    },
    dismissUndo,
  };

  const applyErrors = (next: TBuilderErrors, fields: readonly TField[]) => {
    setErrors(next);
    if (Object.keys(next.meta).length > 0) {
      setTab('form');
      focusInvalid('builder-meta');
      return;
    }
    const fieldId = firstErrorFieldId(fields, next);
    if (fieldId) {
      dispatch({ type: 'select', id: fieldId });
      setTab('edit');
      focusInvalid('builder-field-editor');
    }
  };

  /** Validates and saves; a save that drops the instrument flag asks first (`instrumentLossConfirmed` once answered). */
  const saveNow = async (instrumentLossConfirmed = false) => {
    setOutcome(null);
    const result = validateTemplate(state);
    if (!result.ok) {
      applyErrors(result.errors, state.fields);
      setOutcome({ kind: 'invalid' });
      return;
    }
    setErrors(NO_ERRORS);
    if (instrumentLost && !instrumentLossConfirmed) {
      setConfirmInstrumentLoss(true);
      return;
    }
    setConfirmInstrumentLoss(false);
    try {
      const template = await save.mutateAsync({ id, data: result.data });
      // The schema dropped the flag of a changed copy: the editor now holds what was saved.
      const meta = { ...state.meta, validatedInstrument: result.data.validatedInstrument };
      if (meta.validatedInstrument !== state.meta.validatedInstrument)
        dispatch({ type: 'setMeta', patch: { validatedInstrument: meta.validatedInstrument } });
      setSavedSnapshot(snapshotOf({ meta, fields: state.fields }));
      setOutcome({ kind: 'saved' });
      if (id === null) {
        allowNextNavigation();
        void navigate(localizedPath(locale, editPath(mode, template.id)), { replace: true, state: { builderSaved: true } });
      }
    } catch (error) {
      const fromServer = errorsFromIssues(state.fields, serverIssues(error));
      if (hasBuilderErrors(fromServer)) applyErrors(fromServer, state.fields);
      setOutcome({ kind: 'error', code: errorCodeOf(error) });
    }
  };

  return {
    state,
    dispatch,
    errors,
    outcome,
    setOutcome,
    tab,
    setTab,
    dirty,
    blocker,
    makeId,
    scoring,
    selected,
    saving: save.isPending,
    saveNow,
    instrumentChanges,
    instrumentLost,
    confirmInstrumentLoss,
    setConfirmInstrumentLoss,
    undoVisible,
    actions,
  };
}
