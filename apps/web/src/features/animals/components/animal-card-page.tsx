import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { AnimalCard, AnimalEvent } from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { useCurrentSite } from '../../../lib/session/session-store';
import { animalCardKey, getAnimalCard } from '../../../lib/animals/animal-card-api';
import { AnimalDue } from './animal-due';
import { AnimalFeeding } from './animal-feeding';
import { AnimalIdentity, AnimalStateToday } from './animal-identity';
import { AnimalLitters } from './animal-litters';
import { AnimalSearchField } from './animal-search-field';
import { AnimalTimeline } from './animal-timeline';

export type AnimalCardPageProps = {
  /** The card's actions ("Record an event"), composed by the app from the entry forms. */
  actions?: (card: AnimalCard) => ReactNode;
  /** An event's actions ("Correct", "Delete"), beside it in the timeline. */
  eventActions?: (event: AnimalEvent, card: AnimalCard) => ReactNode;
};

/**
 * A sow's card (issue 29 §2), `/animals/{animal}` on the current site: who she is, where she is
 * in her cycle today, what is due for her, her records to fix, her litters, her feeding and her
 * events. One column, read top to bottom on a phone.
 */
export function AnimalCardPage({ actions, eventActions }: AnimalCardPageProps) {
  const { t } = useTranslation();
  const animal = useParams().animal ?? '';
  const siteId = useCurrentSite()?.id ?? '';
  const query = useQuery({
    // Under her card's key, so an entry about her refreshes the page too; a key of its own, as
    // its answer may be null: no such animal is an answer the page gives itself, not an error
    // for the app's message.
    queryKey: [...animalCardKey(siteId, animal), 'or-none'],
    queryFn: ({ signal }) =>
      getAnimalCard(siteId, animal, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    enabled: siteId !== '' && animal !== '',
  });

  const notFound = query.data === null;
  if (query.error || notFound) {
    return (
      <Stack gap="md" maw={560} data-testid="animal-card-error">
        <Alert
          color={notFound ? 'orange' : 'red'}
          data-testid={notFound ? 'animal-not-found' : 'animal-card-failed'}
        >
          <Text size="sm">
            {notFound ? t('animals.card.notFound', { animal }) : t('animals.card.failed')}
          </Text>
          {!notFound && (
            <Button mt="sm" size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('animals.card.retry')}
            </Button>
          )}
        </Alert>
        {notFound && <AnimalSearchField autoFocus />}
      </Stack>
    );
  }
  const card = query.data;
  if (!card) {
    return (
      <Center py="xl">
        <Loader aria-label={t('animals.card.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={960} data-testid="animal-card" data-animal={card.animal}>
      <AnimalIdentity card={card} actions={actions?.(card)} />
      <AnimalStateToday card={card} />
      <AnimalDue card={card} />
      <AnimalLitters litters={card.litters} />
      <AnimalFeeding feeding={card.feeding} />
      <AnimalTimeline card={card} eventActions={eventActions} />
    </Stack>
  );
}
