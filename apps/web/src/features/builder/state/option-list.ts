// Pure edits of a choice field's options: add, rename, set points, mark as alert, reorder, delete.
import type { TFieldOption } from '@praxiform/domain';
import { moveItem } from './field-tree';

export function renameOption(options: readonly TFieldOption[], id: string, label: string): TFieldOption[] {
  return options.map((o) => (o.id === id ? { ...o, label } : o));
}

/** Empty input clears the points (the option then counts 0). */
export function setOptionPoints(options: readonly TFieldOption[], id: string, raw: string): TFieldOption[] {
  const parsed = raw.trim() === '' ? undefined : Math.trunc(Number(raw));
  const points = parsed === undefined || Number.isNaN(parsed) ? undefined : Math.max(-1000, Math.min(1000, parsed));
  return options.map((o) => {
    if (o.id !== id) return o;
    const { points: _old, ...rest } = o;
    return points === undefined ? rest : { ...rest, points };
  });
}

export function moveOption(options: readonly TFieldOption[], id: string, offset: number): TFieldOption[] {
  const index = options.findIndex((o) => o.id === id);
  return moveItem(options, index, index + offset);
}

export function removeOption(options: readonly TFieldOption[], id: string): TFieldOption[] {
  return options.filter((o) => o.id !== id);
}

/** Marks an option as raising an alert when chosen (docs/scores.md#alerts), or clears the mark (the key then goes). */
export function setOptionAlert(options: readonly TFieldOption[], id: string, alert: boolean): TFieldOption[] {
  return options.map((o) => {
    if (o.id !== id) return o;
    const { alert: _old, ...rest } = o;
    return alert ? { ...rest, alert: true } : rest;
  });
}
