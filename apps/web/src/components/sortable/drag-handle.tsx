import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DragHandleProps } from './use-sortable-item';

/** The grip that drags an item (pointer) or picks it up (Space or Enter, when focused). */
export function DragHandle({ label, ...handle }: DragHandleProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="drag-handle"
      // Touch screens would scroll the page instead of dragging.
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handle}
      // After the spread: dnd-kit's own description is English.
      aria-roledescription={t('dashboard.reorder.roleDescription')}
    >
      <IconGripVertical size={16} stroke={1.6} />
    </ActionIcon>
  );
}
