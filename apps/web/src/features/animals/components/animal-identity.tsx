import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, type AnimalCard } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../../lib/reports/cell-format';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { stateToday, statusLabel } from '../lib/animal-wording';
import { CardSection, Fact } from './card-section';

/** Who she is: her ids, genetics, birth and entry; her removal if she has left. */
export function AnimalIdentity({ card, actions }: { card: AnimalCard; actions: ReactNode }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const { entry, removal } = card;
  const day = (date: string | null) => (date ? formatDate(date, prefs) : NO_VALUE);
  return (
    <CardSection title={t('animals.card.title', { animal: card.animal })} testId="animal-identity">
      <Group gap="xs" justify="space-between">
        <Badge variant="light" size="lg" data-testid="animal-status">
          {statusLabel(card.state.status, t)}
        </Badge>
        {/* The entry and correction forms' buttons ("Record an event") go here. */}
        <Group gap="xs" data-testid="animal-card-actions">
          {actions}
        </Group>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact label={t('animals.identity.animal')} value={card.animal} />
        <Fact
          label={t('animals.identity.rfid')}
          value={entry.rfid ?? NO_VALUE}
          testId="animal-rfid"
        />
        <Fact label={t('animals.identity.genetic')} value={entry.genetic ?? NO_VALUE} />
        <Fact label={t('animals.identity.birthDate')} value={day(entry.birth_date)} />
        <Fact label={t('animals.identity.entry')} value={day(entry.date)} />
        <Fact label={t('animals.identity.entryParity')} value={entry.parity} />
        <Fact label={t('animals.identity.entryLocation')} value={entry.location ?? NO_VALUE} />
      </SimpleGrid>
      {removal && (
        <Text size="sm" c="red" data-testid="animal-removal">
          {t(`animals.removal.${removal.kind}`, {
            defaultValue: t('animals.removal.other', { kind: removal.kind }),
            date: formatDate(removal.date, prefs),
          })}
          {removal.cause ? ` (${removal.cause})` : ''}
        </Text>
      )}
    </CardSection>
  );
}

/** Where she is in her cycle today ("Gestating, day 63"), her parity and her place. */
export function AnimalStateToday({ card }: { card: AnimalCard }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const { state } = card;
  return (
    <CardSection title={t('animals.state.title')} testId="animal-state">
      <Text size="xl" fw={700} data-testid="animal-state-today">
        {stateToday(state, t)}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact label={t('animals.state.parity')} value={state.parity} testId="animal-parity" />
        <Fact label={t('animals.state.location')} value={state.location ?? NO_VALUE} />
        <Fact
          label={t('animals.state.since')}
          value={state.since ? formatDate(state.since, prefs) : NO_VALUE}
        />
      </SimpleGrid>
    </CardSection>
  );
}
