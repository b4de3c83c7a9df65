import type { EntryAnswer } from '@barnboard/domain';
import type { TestApp } from '../support/test-app.js';
import type { Sample, SampleBody } from './write-route-samples.js';

/**
 * Valid requests of the barn's entry routes for the bad-input property (docs/records.md,
 * "Entries and corrections"), as the demo owner: an entry of a gilt of its own each try (every
 * field of an entry, so that each is spoilt in turn), and each correction or deletion on a heat
 * entered for it, so that no try finds it changed or gone already.
 */

const json = (value: unknown): SampleBody => ({ type: 'json', value });

export async function herdEntrySamples(
  t: TestApp,
  input: { siteId: string; ownerToken: string },
): Promise<Record<string, (() => Promise<Sample>)[]>> {
  const { siteId, ownerToken } = input;
  let count = 0;
  const entryOf = (animal: string) => ({
    type: 'entry',
    animal,
    date: '2025-02-03',
    time: '07:45',
    user: 'Marie',
    location: 'Gilt pen 1',
    parity: 0,
    birth_date: '2024-08-20',
    genetic: 'Landrace',
    rfid: '250000000000777',
  });
  const heatOf = (animal: string) => ({ type: 'heat', animal, date: '2025-02-20', user: 'Marie' });

  const enter = async (record: unknown): Promise<EntryAnswer> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { record },
    });
    if (response.statusCode !== 201) throw new Error(`entry: ${response.body}`);
    return response.json<EntryAnswer>();
  };
  /** A gilt of its own with a heat entered: the event a correction or a deletion names. */
  const enteredHeat = async () => {
    const animal = `Q${++count}`;
    await enter(entryOf(animal));
    return { animal, eventId: (await enter(heatOf(animal))).event.id };
  };

  return {
    'POST /api/sites/{siteId}/records': [
      () =>
        Promise.resolve({
          persona: 'owner',
          params: { siteId },
          query: {},
          body: json({ record: entryOf(`Q${++count}`) }),
        }),
    ],
    'PATCH /api/sites/{siteId}/records/{eventId}': [
      async () => {
        const { animal, eventId } = await enteredHeat();
        return {
          persona: 'owner',
          params: { siteId, eventId },
          query: {},
          body: json({
            record: { ...heatOf(animal), date: '2025-02-21' },
            reason: 'Heat seen a day later',
          }),
        };
      },
    ],
    'DELETE /api/sites/{siteId}/records/{eventId}': [
      async () => {
        const { eventId } = await enteredHeat();
        return {
          persona: 'owner',
          params: { siteId, eventId },
          query: {},
          body: json({ reason: 'Entered on the wrong sow' }),
        };
      },
    ],
  };
}
