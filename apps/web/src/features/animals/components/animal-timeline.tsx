import { Button, Group, Text, Timeline } from '@mantine/core';
import { formatDate, type AnimalCard, type AnimalEvent } from '@barnboard/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { eventFields } from '../lib/event-fields';
import { CardSection } from './card-section';

/** The latest events shown at first: a sow's years of records would make a phone's card endless. */
const FIRST_EVENTS = 15;

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
  const [all, setAll] = useState(false);
  const newestFirst = [...card.events].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_EVENTS);
  return (
    <CardSection title={t('animals.events.title')} testId="animal-events">
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('animals.events.none')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {shown.map((event) => {
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
                {event.entered_here && (
                  <Text size="xs" c="dimmed" data-testid="animal-event-entered">
                    {event.entered_by
                      ? t('animals.events.enteredBy', {
                          account: event.entered_by,
                          at: clock.dateTime(event.entered_at),
                        })
                      : t('animals.events.enteredHere', { at: clock.dateTime(event.entered_at) })}
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
      {shown.length < newestFirst.length && (
        <Button
          variant="light"
          size="xs"
          onClick={() => setAll(true)}
          data-testid="animal-events-all"
        >
          {t('animals.events.all', { count: newestFirst.length })}
        </Button>
      )}
    </CardSection>
  );
}
