import { expect } from 'vitest';
import { dateOfDay, dayNumber, type HerdRecord } from '@barnboard/domain';
import type { Database } from '../../src/db/database.js';
import { importRecords } from '../../src/modules/herd-records/import-service.js';
import {
  findRecordsSite,
  type RecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import type { DemoTenant } from '../support/demo-tenant.js';

/**
 * Herds the engine tests import: simulated ones roughened, hand-made females for the edges,
 * each on a fresh site of the demo tenant through the real import service.
 */

/**
 * A fresh site holding these records, imported through the real import service in `slices`
 * imports of consecutive records: the first derives the site's facts whole, the next ones
 * recompute those of the animals they touch.
 */
export async function importedSite(
  db: Database,
  demo: DemoTenant,
  records: HerdRecord[],
  slices = 1,
): Promise<RecordsSite> {
  const site = (await findRecordsSite(db, await demo.newSite('Engine')))!;
  const size = Math.ceil(records.length / slices);
  for (let start = 0; start < records.length; start += size) {
    await importInto(db, site, records.slice(start, start + size));
  }
  return site;
}

export async function importInto(
  db: Database,
  site: RecordsSite,
  records: HerdRecord[],
): Promise<void> {
  const result = await importRecords(db, site, [...records], (index) => ({ index }));
  expect(result.invalid).toEqual([]);
}

/**
 * The simulated records with what the simulator seldom or never writes, chosen by index and
 * seed: weanings left out (litters no weaning ends, then served again), weanings moved to 14–16
 * days of age, and removals turned into euthanasias or transfers (so some in gestation).
 * Every record stays valid for the import (docs/records.md, order rules).
 */
export function roughen(records: HerdRecord[], seed: number): HerdRecord[] {
  const chosen = (index: number, percent: number) => (index * 7919 + seed) % 100 < percent;
  const litters = new Map<string, string>(); // animal → date of her latest farrowing
  return records.flatMap((record, i): HerdRecord[] => {
    if (record.type === 'farrowing') litters.set(record.animal, record.date);
    if (record.type === 'weaning') {
      const litter = litters.get(record.animal);
      if (chosen(i, 8)) return [];
      if (litter && chosen(i + 1, 12)) return [{ ...record, date: shift(litter, 14 + (i % 3)) }];
    }
    if (record.type === 'removal' && chosen(i, 30)) {
      return [{ ...record, kind: i % 2 === 0 ? 'euthanasia' : 'transfer' }];
    }
    return [record];
  });
}

export const shift = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

type At = number | [number, string];

/** Hand-made records of one female, in call order; days count from 2025-01-01. */
export function female(records: HerdRecord[], animal: string, user?: string) {
  const recorded = user === undefined ? {} : { user };
  const when = (at: At) =>
    typeof at === 'number'
      ? { animal, date: shift('2025-01-01', at), ...recorded }
      : { animal, date: shift('2025-01-01', at[0]), time: at[1], ...recorded };
  const add = (record: HerdRecord) => (records.push(record), builder);
  const builder = {
    entry: (at: At, parity = 0) => add({ type: 'entry', ...when(at), parity }),
    heat: (at: At) => add({ type: 'heat', ...when(at) }),
    serve: (at: At) => add({ type: 'service', ...when(at), doses: 1 }),
    check: (at: At, result: 'positive' | 'negative') =>
      add({ type: 'preg_check', ...when(at), result }),
    abort: (at: At) => add({ type: 'abortion', ...when(at) }),
    farrow: (at: At, bornAlive: number, stillborn = 0, mummified = 0) =>
      add({ type: 'farrowing', ...when(at), born_alive: bornAlive, stillborn, mummified }),
    pigletDeath: (at: At, count: number) => add({ type: 'piglet_death', ...when(at), count }),
    wean: (at: At, count: number) => add({ type: 'weaning', ...when(at), count }),
    move: (at: At, location: string) => add({ type: 'move', ...when(at), location }),
    remove: (at: At, kind: 'cull' | 'death' | 'euthanasia' | 'transfer') =>
      add({ type: 'removal', ...when(at), kind }),
  };
  return builder;
}

/**
 * Females for each version 2 key (days from 2025-01-01), recorded by users so the split by user
 * counts them: deaths, euthanasias, culls and transfers in gestation (adj_far_rate,
 * removals_by_kind, removal_rate, cull_parity), returns on the 42nd and 43rd day and two
 * services on one day (return_ratio), second litters (farrowing_interval), gilts' first services
 * (entry_to_service, gilts_entered), litters of 6, 7, 9 and 10 born alive, weanings of 11 and 12
 * at 16 and 17 days, litters no weaning ends (cut by a service, by 42 days, by a removal) and
 * pending services (npd).
 */
export function addVersion2EdgeCases(records: HerdRecord[]): void {
  female(records, 'V1', 'ana').entry(0).serve(40).remove(90, 'death'); // dies pregnant
  female(records, 'V2', 'ben').entry(0, 2).serve(41).remove(95, 'euthanasia');
  female(records, 'V3', 'ana').entry(0, 3).serve(42).remove(100, 'transfer');
  female(records, 'V4').entry(0, 4).serve(43).check(70, 'positive').remove(101, 'cull');
  female(records, 'V5', 'ben').entry(5).serve(44).serve(86).serve(129); // 42 then 43 days
  female(records, 'V6', 'ana').entry(5).serve(60).serve(60).farrow(175, 6).wean(191, 12); // 16 d
  female(records, 'V7', 'ben').entry(6, 1).serve(61).farrow(176, 7).wean(193, 11); // 17 d
  female(records, 'V7').serve(198).farrow(313, 9).serve(330); // unweaned, cut by a service
  female(records, 'V8', 'ana').entry(7, 2).serve(62).farrow(177, 10).remove(200, 'death');
  female(records, 'V9', 'ben').entry(8, 5).serve(63).farrow(178, 14).remove(178, 'cull');
  female(records, 'VA').entry(9, 1).serve(64).farrow(179, 9); // unweaned, 42 days
  female(records, 'VB', 'ana').entry(150).serve(185).serve(206).serve(360); // pending late
  female(records, 'VC', 'ben').entry(150, 1).heat(170).serve(190).check(215, 'negative');
}
