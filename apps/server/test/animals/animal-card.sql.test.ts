import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionLists, AnimalCard, ApiError, RecordsToFix } from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { animalsSites, RFID, TODAY, type AnimalsSites } from './animals-fixture.js';

/**
 * The sow card (docs/animals.md, "Card") through the API, on both engines: a sow with two
 * litters, a lactating one, a removed one, one with a record to fix; the lists she is on as the
 * action lists give them; her feeding only with a feeding area; 404s.
 */

let t: TestApp;
let sites: AnimalsSites;

beforeAll(async () => {
  t = await createTestApp();
  sites = await animalsSites(t);
}, 60_000);

afterAll(() => t?.close());

async function card(animal: string, token?: string): Promise<AnimalCard> {
  const response = await sites.kit.get(
    `/api/sites/${sites.siteId}/animals/${encodeURIComponent(animal)}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnimalCard>();
}

describe('GET /api/sites/:siteId/animals/:animal', () => {
  it('shows a sow with two litters: identity, state, events, litters, the lists she is on', async () => {
    const sow = await card('F-0012');
    expect(sow).toMatchObject({
      animal: 'F-0012',
      today: TODAY,
      entry: {
        date: '2025-01-10',
        parity: 0,
        rfid: RFID,
        genetic: 'LW',
        birth_date: '2024-06-01',
        location: 'Gest 1',
      },
      // Served 2025-11-09: gestating from the 35th day.
      state: {
        status: 'gestating',
        since: '2025-12-14',
        day: 112,
        parity: 2,
        location: 'Gest 2',
        suckling: null,
      },
      removal: null,
      to_fix: [],
    });
    expect(sow.events.map((event) => [event.type, event.date])).toEqual([
      ['entry', '2025-01-10'],
      ['service', '2025-02-01'],
      ['farrowing', '2025-05-26'],
      ['foster', '2025-05-27'],
      ['piglet_death', '2025-05-28'],
      ['piglet_death', '2025-05-29'],
      ['piglet_death', '2025-05-30'],
      ['weaning', '2025-06-16'],
      ['service', '2025-06-21'],
      ['farrowing', '2025-10-14'],
      ['weaning', '2025-11-04'],
      ['service', '2025-11-09'],
      ['move', '2026-01-05'],
    ]);
    expect(sow.events[2]).toMatchObject({
      source_id: null,
      time: null,
      user: null,
      location: 'Crate 4',
      fields: { born_alive: 12, stillborn: 1, mummified: 2 },
      entered_here: false,
      entered_by: null,
    });
    expect(Date.parse(sow.events[0]!.entered_at)).not.toBeNaN();
    expect(sow.litters).toEqual([
      {
        parity: 1,
        farrowing_date: '2025-05-26',
        born_alive: 12,
        stillborn: 1,
        mummified: 2,
        fostered: 2,
        deaths: [
          { cause: 'crushed', count: 3 },
          { cause: null, count: 1 },
        ],
        weaned: 10,
        weaning_date: '2025-06-16',
        weaning_weight_kg: 62.5,
        days_to_service: 5,
      },
      {
        parity: 2,
        farrowing_date: '2025-10-14',
        born_alive: 11,
        stillborn: 0,
        mummified: 0,
        fostered: 0,
        deaths: [],
        weaned: 11,
        weaning_date: '2025-11-04',
        weaning_weight_kg: null,
        days_to_service: 5,
      },
    ]);
    // The lists' own answer for her: due to farrow within the week, not yet moved.
    const lists = (
      await sites.kit.get(`/api/sites/${sites.siteId}/action-lists`)
    ).json<ActionLists>();
    const onLists = Object.entries(lists.lists).flatMap(([list, items]) =>
      items
        .filter((item) => item.animal === 'F-0012')
        .map(({ due_date, days, overdue, note }) => ({ list, due_date, days, overdue, note })),
    );
    expect(onLists.map((one) => one.list).sort()).toEqual(['due_to_farrow', 'move_to_farrowing']);
    expect(sow.due).toEqual(onLists);
  });

  it('shows her feeding of the last 30 days to a user with a feeding area, none to others', async () => {
    expect((await card('F-0012')).feeding).toEqual({
      station: 'ESF 1',
      curve_percent: 105,
      last_visit: '2026-02-28T12:00:00.000Z',
      days: [
        { date: '2026-02-27', kind: 'gestation', target_g: 3000, distributed_g: 2900, visits: 2 },
        { date: '2026-02-28', kind: 'gestation', target_g: 3000, distributed_g: 3000, visits: 1 },
      ],
      alarms: [{ at: '2026-02-28T14:00:00.000Z', code: 101, station: 'ESF 1' }],
    });
    const zootechOnly = await sites.kit.userWith(sites.siteId, 'member', []);
    const seen = await card('F-0012', zootechOnly);
    expect(seen.feeding).toBeNull();
    expect(seen.litters).toHaveLength(2);
  });

  it('shows a lactating sow’s day and the piglets she suckles', async () => {
    const sow = await card('Élise-3');
    expect(sow.state).toEqual({
      status: 'lactating',
      since: '2026-02-20',
      day: 9,
      parity: 3,
      location: 'Crate 7',
      suckling: 10,
    });
    expect(sow.litters).toMatchObject([
      {
        parity: 3,
        born_alive: 13,
        fostered: -2,
        deaths: [{ cause: null, count: 1 }],
        weaned: null,
      },
    ]);
    expect(sow.feeding).toBeNull();
  });

  it('shows a removed sow with her removal, nowhere and on no list', async () => {
    const sow = await card('R-5');
    expect(sow.state).toEqual({
      status: 'dead',
      since: '2025-09-01',
      day: null,
      parity: 1,
      location: null,
      suckling: null,
    });
    expect(sow.removal).toEqual({ date: '2025-09-01', kind: 'death', cause: 'lameness' });
    expect(sow.due).toEqual([]);
  });

  it('shows her records to fix as the site’s list has them', async () => {
    const sow = await card('Z-1');
    const site = (
      await sites.kit.get(`/api/sites/${sites.siteId}/records-to-fix`)
    ).json<RecordsToFix>();
    expect(sow.to_fix).toEqual(site.records.filter((record) => record.animal === 'Z-1'));
    expect(sow.to_fix).toMatchObject([
      { check: 'zero_born', record: 'farrowing', date: '2025-05-26', value: 0 },
    ]);
  });

  it('answers 404 for an identity the site does not have, another site’s included', async () => {
    for (const animal of ['NOPE', 'B-1']) {
      const response = await sites.kit.get(`/api/sites/${sites.siteId}/animals/${animal}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe('animal_not_found');
    }
  });
});
