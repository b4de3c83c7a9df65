import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes } from 'react';

export type DragHandleProps = HTMLAttributes<HTMLElement> & {
  ref: (element: HTMLElement | null) => void;
};

/**
 * One item of a SortableArea: the ref and style of the moving element, and the props of its
 * drag handle (only the handle starts a drag, so the item's own buttons and links keep working).
 */
export function useSortableItem(id: string): {
  itemRef: (element: HTMLElement | null) => void;
  itemStyle: CSSProperties;
  handleProps: DragHandleProps;
  isDragging: boolean;
} {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return {
    itemRef: setNodeRef,
    itemStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      // The dragged item passes over its neighbours.
      zIndex: isDragging ? 2 : undefined,
      position: 'relative',
    },
    handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef },
    isDragging,
  };
}
