import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ActionList, RecordType } from '@barnboard/domain';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../../lib/session/session-store';
import { BARN_EVENT_TYPES } from '../lib/event-fields';
import { LIST_EVENTS } from '../lib/list-events';
import { RecordEventDrawer } from './record-event-drawer';

/**
 * "Record an event" for one animal (her card): of one type, or any type picked in the drawer.
 * `date` starts the form on a day other than today (a fix of records to fix).
 */
export function RecordEventButton({
  animal,
  type,
  date,
  label,
}: {
  animal: string;
  type?: RecordType;
  date?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const [opened, drawer] = useDisclosure(false);
  if (!site) return null;
  return (
    <>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={drawer.open}
        data-testid="record-event-open"
      >
        {label ?? (type ? t(`actionLists.recordTypes.${type}`) : t('barnEntry.record'))}
      </Button>
      {opened && (
        <RecordEventDrawer
          opened
          onClose={drawer.close}
          target={{ siteId: site.id, animal, ...(date ? { date } : {}) }}
          types={type ? [type] : BARN_EVENT_TYPES}
        />
      )}
    </>
  );
}

/**
 * The tick of an action list's row: records the event the list waits for (LIST_EVENTS), which
 * takes her off the list. Never printed: the paper has its own empty column to tick.
 */
export function ListTickButton({ animal, list }: { animal: string; list: ActionList }) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const [opened, drawer] = useDisclosure(false);
  const types = LIST_EVENTS[list];
  const tick = useRef<HTMLButtonElement>(null);
  if (!site) return null;
  // Her row leaves the list once recorded, and this button with it: the walk goes on from the
  // next row's tick, where a keyboard user would be.
  const focusNextTick = () => {
    const ticks = [...document.querySelectorAll<HTMLElement>('[data-testid="action-tick"]')];
    const next = ticks[ticks.indexOf(tick.current!) + 1];
    if (next) setTimeout(() => next.focus());
  };
  const label = t('barnEntry.tick', { type: t(`actionLists.recordTypes.${types[0]}`), animal });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          ref={tick}
          variant="light"
          size="lg"
          aria-label={label}
          onClick={drawer.open}
          data-print-hidden
          data-testid="action-tick"
          data-animal={animal}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {opened && (
        <RecordEventDrawer
          opened
          onClose={drawer.close}
          target={{ siteId: site.id, animal }}
          types={types}
          onRecorded={focusNextTick}
        />
      )}
    </>
  );
}
