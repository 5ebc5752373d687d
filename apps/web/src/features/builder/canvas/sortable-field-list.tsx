// One list of fields (the top level or the children of one option), reorderable by pointer and by keyboard.
// Each list has its own DndContext, so a field moves among its siblings only and the arrows never jump into another list.
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TField } from '@praxiform/domain';
import { CanvasFieldCard } from './canvas-field-card';
import { useCanvas } from './canvas-context';
import { useDndAnnouncements } from './use-dnd-announcements';

export function SortableFieldList({ fields }: { fields: readonly TField[] }) {
  const { moveTo } = useCanvas();
  const accessibility = useDndAnnouncements(fields);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) moveTo(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <CanvasFieldCard key={field.id} field={field} index={index} count={fields.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
