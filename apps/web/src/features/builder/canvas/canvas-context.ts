// What every canvas card needs (selection, errors, actions) without threading it through each nesting level.
import { createContext, useContext } from 'react';
import type { TBuilderErrors } from '../state/builder-validation';

export type TCanvasContext = {
  selectedId: string | null;
  errors: TBuilderErrors;
  scoring: boolean;
  select: (id: string) => void;
  /** Narrow screens: go to the field editor tab after choosing a field. */
  edit: (id: string) => void;
  move: (id: string, offset: number) => void;
  moveTo: (id: string, overId: string) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
};

export const CanvasContext = createContext<TCanvasContext | null>(null);

export function useCanvas(): TCanvasContext {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('useCanvas outside CanvasContext');
  return value;
}
