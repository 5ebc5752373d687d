// Translated screen-reader texts of dnd-kit: how to lift a field with the keyboard, and where it is while it moves.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TField } from '@praxiform/domain';
import { BUILDER_NS } from '../builder-i18n';

export function useDndAnnouncements(fields: readonly TField[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return useMemo(() => {
    const titleOf = (id: UniqueIdentifier) => fields.find((f) => f.id === id)?.title.trim() || t('builder.canvas.untitled');
    const position = (id: UniqueIdentifier | undefined) => ({ position: fields.findIndex((f) => f.id === id) + 1, total: fields.length });
    return {
      screenReaderInstructions: { draggable: t('builder.dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('builder.dnd.picked', { title: titleOf(active.id), ...position(active.id) }),
        onDragOver: ({ active, over }) =>
          over ? t('builder.dnd.over', { title: titleOf(active.id), ...position(over.id) }) : t('builder.dnd.outside', { title: titleOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('builder.dnd.dropped', { title: titleOf(active.id), ...position(over.id) })
            : t('builder.dnd.cancelled', { title: titleOf(active.id) }),
        onDragCancel: ({ active }) => t('builder.dnd.cancelled', { title: titleOf(active.id) }),
      },
    };
  }, [fields, t]);
}
