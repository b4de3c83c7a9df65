import { Group, Text, Timeline } from '@mantine/core';
import { formatDate, type AnimalCard, type AnimalEvent } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { eventFields } from '../lib/event-fields';
import { CardSection } from './card-section';

/**
 * Her events, newest first: the day (and time), what happened, its fields in words, where, who
 * did it and, for an event entered in Barnboard rather than imported, who entered it and when.
 */
export function AnimalTimeline({
  card,
  eventActions,
}: {
  card: AnimalCard;
  eventActions: ((event: AnimalEvent, card: AnimalCard) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const clock = useSiteClock();
  const newestFirst = [...card.events].reverse();
  return (
    <CardSection title={t('animals.events.title')} testId="animal-events">
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('animals.events.none')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {newestFirst.map((event) => {
            const fields = eventFields(event, prefs, t);
            return (
              <Timeline.Item
                key={event.id}
                title={t(`actionLists.recordTypes.${event.type}`)}
                data-testid="animal-event"
                data-type={event.type}
              >
                <Text size="sm" c="dimmed">
                  {formatDate(event.date, prefs)}
                  {event.time ? ` ${event.time}` : ''}
                  {event.location ? ` · ${event.location}` : ''}
                </Text>
                {fields && <Text size="sm">{fields}</Text>}
                {event.user && (
                  <Text size="xs" c="dimmed">
                    {t('animals.events.by', { user: event.user })}
                  </Text>
                )}
                {event.entered_by && (
                  <Text size="xs" c="dimmed" data-testid="animal-event-entered">
                    {t('animals.events.enteredBy', {
                      account: event.entered_by,
                      at: clock.dateTime(event.entered_at),
                    })}
                  </Text>
                )}
                {/* The correction forms' buttons ("Correct", "Delete") go here. */}
                {eventActions && (
                  <Group gap="xs" mt={4} data-testid="animal-event-actions">
                    {eventActions(event, card)}
                  </Group>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </CardSection>
  );
}
