import { Drawer, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RecordType } from '@barnboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordEventForm, type EntryTarget } from './record-event-form';

/** Below this width the form takes the whole screen: a phone in the barn. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * The record form in a drawer beside the page on a desktop, over the whole screen on a phone.
 * With several types (an idle female is served or removed), one tap picks the type first.
 */
export function RecordEventDrawer({
  opened,
  onClose,
  target,
  types,
  onRecorded,
}: {
  opened: boolean;
  onClose: () => void;
  /** After a save, before the drawer closes (the list's tick moves the focus on). */
  onRecorded?: () => void;
  target: Omit<EntryTarget, 'type'>;
  types: readonly [RecordType, ...RecordType[]];
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [type, setType] = useState<RecordType>(types[0]);
  const shown = types.includes(type) ? type : types[0];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t(target.correcting ? 'barnEntry.correctTitle' : 'barnEntry.title')}
      data-testid="record-event-drawer"
    >
      <Stack gap="md">
        {types.length > 1 && (
          <SegmentedControl
            fullWidth
            value={shown}
            onChange={(next) => setType(next)}
            data={types.map((one) => ({ value: one, label: t(`actionLists.recordTypes.${one}`) }))}
            aria-label={t('barnEntry.type')}
            data-testid="entry-type"
          />
        )}
        {/* A new form for each type: what was typed for one type means nothing for another. */}
        <RecordEventForm
          key={shown}
          target={{ ...target, type: shown }}
          onDone={() => {
            onRecorded?.();
            onClose();
          }}
          onCancel={onClose}
        />
      </Stack>
    </Drawer>
  );
}
