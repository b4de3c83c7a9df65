import {
  Alert,
  Button,
  Chip,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { RecordType } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { useCurrentSite } from '../../../lib/session/session-store';
import { siteDay } from '../../../lib/site-time/site-clock';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import { recordEvent, refusalProblems } from '../api/entry-api';
import { refreshAfterEntry } from '../api/entry-cache';
import { BARN_EVENT_TYPES } from '../lib/event-fields';
import { animalsOf, isDone, sendRows, type RowResult } from '../lib/quick-entry';
import { QuickEntryRow } from './quick-entry-row';

const WAITING: RowResult = { state: 'waiting' };

/**
 * Quick entry (issue 29 §3): one type of event for a list of animals, typed or scanned one after
 * the other, each with the type's fields; sent one by one, each row saying in place whether it
 * was recorded, was there already, or was refused and why.
 */
export function QuickEntryPage() {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const client = useQueryClient();
  const today = siteDay(useSiteTimeZone());
  const [type, setType] = useState<RecordType>('service');
  const [date, setDate] = useState(today);
  const [user, setUser] = useState('');
  const [typed, setTyped] = useState('');
  const [fields, setFields] = useState<Record<string, Record<string, string>>>({});
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const [sending, setSending] = useState(false);
  const animals = animalsOf(typed);
  if (!site) return null;

  const pickType = (next: string) => {
    setType(next as RecordType);
    setFields({});
    setResults({});
  };
  const changeField = (animal: string, name: string, value: string) => {
    setFields((before) => ({ ...before, [animal]: { ...before[animal], [name]: value } }));
    setResults((before) => ({ ...before, [animal]: WAITING }));
  };

  async function sendAll() {
    setSending(true);
    const rows = animals
      .filter((animal) => !isDone(results[animal]))
      .map((animal) => ({
        animal,
        draft: { date, time: '', user, location: '', fields: fields[animal] ?? {} },
      }));
    await sendRows({
      type,
      rows,
      send: (record) => recordEvent(site!.id, record),
      refused: refusalProblems,
      onResult: (animal, result) => setResults((before) => ({ ...before, [animal]: result })),
    });
    await refreshAfterEntry(
      client,
      site!.id,
      rows.map((row) => row.animal),
    );
    setSending(false);
  }

  const done = animals.filter((animal) => isDone(results[animal])).length;
  return (
    <Stack gap="md" maw={960}>
      <Input.Wrapper label={t('barnEntry.type')}>
        <Chip.Group multiple={false} value={type} onChange={pickType}>
          <Group gap={6} mt={4} data-testid="quick-entry-type">
            {BARN_EVENT_TYPES.map((one) => (
              <Chip key={one} value={one} disabled={sending}>
                {t(`actionLists.recordTypes.${one}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {/* Inputs on one line whatever the help under a label. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
        <DateField
          label={t('barnEntry.fields.date')}
          value={date}
          max={today}
          onChange={setDate}
          data-testid="quick-entry-date"
        />
        <TextInput
          label={t('barnEntry.fields.user')}
          description={t('barnEntry.userHelp')}
          value={user}
          onChange={(event) => setUser(event.target.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('barnEntry.quick.animals')}
        description={t('barnEntry.quick.animalsHelp')}
        rows={4}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        data-testid="quick-entry-animals"
      />
      {animals.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('barnEntry.quick.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {animals.map((animal) => (
            <QuickEntryRow
              key={animal}
              type={type}
              animal={animal}
              fields={fields[animal] ?? {}}
              result={results[animal] ?? WAITING}
              onChange={(name, value) => changeField(animal, name, value)}
            />
          ))}
        </Stack>
      )}
      {done > 0 && !sending && (
        <Alert color="green" role="status" data-testid="quick-entry-summary">
          {t('barnEntry.quick.summary', { done, count: animals.length })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void sendAll()}
          loading={sending}
          disabled={animals.length === 0 || done === animals.length}
          data-testid="quick-entry-send"
        >
          {t('barnEntry.quick.send', { count: animals.length - done })}
        </Button>
      </Group>
    </Stack>
  );
}
