import { expect } from 'vitest';
import type { HerdRecord } from '@barnboard/domain';
import { findRecordsSite } from '../../src/repositories/herd-records-repository.js';
import { storeFeeding } from '../../src/simulator/feeding-seed.js';
import type { SimulatedFeeding } from '../../src/simulator/feeding.js';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Two sites of the demo tenant for the sow search and card tests (docs/animals.md): a few
 * hand-made females on the first, one on the second, and some feeding of F-0012's.
 */

export const TODAY = '2026-03-01';

const entry = (animal: string, date: string, more: Partial<HerdRecord> = {}): HerdRecord =>
  ({ type: 'entry', animal, date, parity: 1, ...more }) as HerdRecord;
const serve = (animal: string, date: string): HerdRecord => ({
  type: 'service',
  animal,
  date,
  doses: 1,
});
const farrow = (animal: string, date: string, born_alive: number, more = {}): HerdRecord => ({
  type: 'farrowing',
  animal,
  date,
  born_alive,
  stillborn: 0,
  mummified: 0,
  ...more,
});
const wean = (animal: string, date: string, count: number, weight_kg?: number): HerdRecord => ({
  type: 'weaning',
  animal,
  date,
  count,
  ...(weight_kg === undefined ? {} : { weight_kg }),
});
const death = (animal: string, date: string, count: number, cause?: string): HerdRecord => ({
  type: 'piglet_death',
  animal,
  date,
  count,
  ...(cause === undefined ? {} : { cause }),
});
const foster = (animal: string, date: string, count: number): HerdRecord => ({
  type: 'foster',
  animal,
  date,
  count,
});

export const RFID = '982000000000123';

export const RECORDS: HerdRecord[] = [
  // Two litters, served again since: gestating, due to farrow within the week.
  entry('F-0012', '2025-01-10', {
    parity: 0,
    rfid: RFID,
    genetic: 'LW',
    birth_date: '2024-06-01',
    location: 'Gest 1',
  }),
  serve('F-0012', '2025-02-01'),
  farrow('F-0012', '2025-05-26', 12, { stillborn: 1, mummified: 2, location: 'Crate 4' }),
  foster('F-0012', '2025-05-27', 2),
  death('F-0012', '2025-05-28', 2, 'crushed'),
  death('F-0012', '2025-05-29', 1),
  death('F-0012', '2025-05-30', 1, 'crushed'),
  wean('F-0012', '2025-06-16', 10, 62.5),
  serve('F-0012', '2025-06-21'),
  farrow('F-0012', '2025-10-14', 11),
  wean('F-0012', '2025-11-04', 11),
  serve('F-0012', '2025-11-09'),
  { type: 'move', animal: 'F-0012', date: '2026-01-05', location: 'Gest 2' },
  // Lactating: farrowed 9 days ago, two piglets fostered off and one dead since.
  entry('Élise-3', '2025-06-01', { parity: 2 }),
  serve('Élise-3', '2025-10-28'),
  farrow('Élise-3', '2026-02-20', 13, { location: 'Crate 7' }),
  foster('Élise-3', '2026-02-21', -2),
  death('Élise-3', '2026-02-23', 1),
  // Removed: dead.
  entry('R-5', '2025-01-10'),
  { type: 'removal', animal: 'R-5', date: '2025-09-01', kind: 'death', cause: 'lameness' },
  // A litter of none born: a record to fix.
  entry('Z-1', '2025-01-10'),
  serve('Z-1', '2025-02-01'),
  farrow('Z-1', '2025-05-26', 0),
  wean('Z-1', '2025-06-16', 0),
  entry('G-7', '2025-12-01', { parity: 0 }),
  // More than a search answers: L-1 … L-25.
  ...Array.from({ length: 25 }, (_, i) => entry(`L-${i + 1}`, '2025-12-01', { parity: 0 })),
];

/** F-0012's feeding: two days at her gestation station, alarms of it and of another one. */
const FEEDING: SimulatedFeeding = {
  stations: [
    { name: 'ESF 1', kind: 'gestation_station', location: 'Gest 2' },
    { name: 'ESF 2', kind: 'gestation_station', location: 'Gest 3' },
  ],
  curves: [],
  intakes: [
    {
      animal: 'F-0012',
      date: '2026-02-27',
      kind: 'gestation',
      target_g: 3000,
      distributed_g: 2900,
      curve_percent: 100,
      day: 110,
      station: 'ESF 1',
    },
    {
      animal: 'F-0012',
      date: '2026-02-28',
      kind: 'gestation',
      target_g: 3000,
      distributed_g: 3000,
      curve_percent: 105,
      day: 111,
      station: 'ESF 1',
    },
    // Older than the card's 30 days.
    {
      animal: 'F-0012',
      date: '2026-01-20',
      kind: 'gestation',
      target_g: 2800,
      distributed_g: 2800,
      day: 72,
      station: 'ESF 1',
    },
  ],
  visits: [
    { animal: 'F-0012', station: 'ESF 1', date: '2026-02-27', time: '06:10:00', quantity_g: 1500 },
    { animal: 'F-0012', station: 'ESF 1', date: '2026-02-27', time: '14:20:00', quantity_g: 1400 },
    { animal: 'F-0012', station: 'ESF 1', date: '2026-02-28', time: '07:00:00', quantity_g: 3000 },
  ],
  notifications: [
    { station: 'ESF 1', code: 101, date: '2026-02-28', time: '09:00:00' },
    // A day she did not use ESF 1, and a station she never used.
    { station: 'ESF 1', code: 102, date: '2026-02-20', time: '09:00:00' },
    { station: 'ESF 2', code: 103, date: '2026-02-28', time: '09:00:00' },
  ],
};

export type AnimalsSites = { kit: FeedingKit; siteId: string; otherSiteId: string };

/** The demo accounts, the two sites and F-0012's feeding, on the site's TODAY at noon. */
export async function animalsSites(t: TestApp): Promise<AnimalsSites> {
  const kit = await feedingKit(t);
  t.clock.set(`${TODAY}T17:00:00Z`);
  const siteId = await kit.newSite([]);
  const imported = await kit.post(`/api/sites/${siteId}/records/import`, { records: RECORDS });
  expect(imported.statusCode, imported.body).toBe(200);
  const otherSiteId = await kit.newSite(['B-1', 'F-0012-B']);
  const site = (await findRecordsSite(t.database.db, siteId))!;
  await storeFeeding(t.database.db, site, FEEDING, { now: t.clock.now() });
  return { kit, siteId, otherSiteId };
}
