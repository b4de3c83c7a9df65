import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SortableAreaProps = {
  ids: string[];
  onReorder: (ids: string[]) => void;
  /** A list moves items up and down; a grid moves them in two dimensions. */
  layout: 'list' | 'grid';
  /** The name screen readers hear for an item. */
  labelOf: (id: string) => string;
  children: ReactNode;
};

/**
 * Items reordered by drag, with a pointer (mouse or touch) or the keyboard: focus an item's
 * handle, Space or Enter to pick it up, arrows to move it, Space or Enter to drop, Escape to
 * cancel. Screen readers hear each step in the user's language.
 */
export function SortableArea({ ids, onReorder, layout, labelOf, children }: SortableAreaProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on a handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortableAccessibility(ids, labelOf);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'list' ? verticalListSortingStrategy : rectSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

function useSortableAccessibility(ids: string[], labelOf: (id: string) => string) {
  const { t } = useTranslation();
  return useMemo(() => {
    const item = (id: UniqueIdentifier) => labelOf(String(id));
    const place = (id: UniqueIdentifier | undefined) => ({
      position: id === undefined ? 0 : ids.indexOf(String(id)) + 1,
      total: ids.length,
    });
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('dashboard.reorder.picked', { item: item(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dashboard.reorder.moved', { item: item(active.id), ...place(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('dashboard.reorder.dropped', { item: item(active.id), ...place(over.id) })
          : t('dashboard.reorder.cancelled', { item: item(active.id) }),
      onDragCancel: ({ active }) => t('dashboard.reorder.cancelled', { item: item(active.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('dashboard.reorder.instructions') },
    };
  }, [t, ids, labelOf]);
}
