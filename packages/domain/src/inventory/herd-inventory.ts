import { dateOfDay, dayNumber } from '../herd/day-number.js';
import { PARITY_BUCKETS, parityBucket, type ParityBucket } from '../kpi/catalogue.js';
import type { InventoryFemale } from './female-on-day.js';
import type { Preferences } from '../prefs/preferences.js';
import {
  MAX_MATURITY_AGE_DAYS,
  MIN_MATURITY_AGE_DAYS,
  type HerdInventory,
} from './inventory-api.js';
import { expectedParityProfile, parityRetention, type ParityExits } from './parity-profile.js';
import { noStatusCounts } from './present-status.js';
import { compareNames, compareRooms, placeOf, type PlaceIndex } from './site-places.js';

/** The age from which a gilt counts as mature (spec §9 `maturityAge`). */
export const DEFAULT_MATURITY_AGE_DAYS = 240;

/** The user's maturity age (`maturityAge` of the general preferences), else 240 days. */
export function maturityAgeOf(prefs: Preferences): number {
  const value = Number(prefs['maturityAge']);
  return Number.isInteger(value) && value >= MIN_MATURITY_AGE_DAYS && value <= MAX_MATURITY_AGE_DAYS
    ? value
    : DEFAULT_MATURITY_AGE_DAYS;
}

/**
 * The herd inventory (active-sows, docs/inventory.md): the females present on the period's last
 * day by status, room and parity, the parity profile beside the one the period's retention
 * leads to, the period's average inventories (the KPI engine's), and every female.
 */
export function herdInventory(input: {
  period: { from: string; to: string };
  maturityAge: number;
  females: readonly InventoryFemale[];
  places: PlaceIndex;
  exits: ParityExits;
  averages: { avgFemales: number | null; avgMatedFemales: number | null };
}): HerdInventory {
  const { period, maturityAge, places } = input;
  const day = dayNumber(period.to);
  const females = input.females
    .map((female) => ({ ...female, ...placeOf(places, female.location) }))
    .sort(
      (a, b) =>
        compareRooms(a, b) ||
        compareNames(a.location ?? '', b.location ?? '') ||
        compareNames(a.animal, b.animal),
    );
  const statuses = noStatusCounts();
  const byRoom = new Map<string | null, HerdInventory['by_location'][number]>();
  const byParity = new Map<ParityBucket, { statuses: ReturnType<typeof noStatusCounts> }>(
    PARITY_BUCKETS.map((bucket) => [bucket, { statuses: noStatusCounts() }]),
  );
  let paritySum = 0;
  let giltsUnderMaturity = 0;
  let giltsAgeUnknown = 0;
  for (const female of females) {
    statuses[female.status]++;
    paritySum += female.parity;
    byParity.get(parityBucket(female.parity))!.statuses[female.status]++;
    let row = byRoom.get(female.room);
    if (!row) {
      row = {
        room: female.room,
        building: female.building,
        in_tree: female.inTree,
        statuses: noStatusCounts(),
        total: 0,
      };
      byRoom.set(female.room, row);
    }
    row.statuses[female.status]++;
    row.total++;
    if (female.status === 'gilt') {
      if (female.giltAge === null) giltsAgeUnknown++;
      else if (female.giltAge < maturityAge) giltsUnderMaturity++;
    }
  }

  const retention = parityRetention(input.exits);
  const expected = expectedParityProfile(retention);
  const total = females.length;
  return {
    from: period.from,
    to: period.to,
    maturity_age: maturityAge,
    females: total,
    statuses,
    gilts_under_maturity: giltsUnderMaturity,
    gilts_age_unknown: giltsAgeUnknown,
    mean_parity: total === 0 ? null : paritySum / total,
    avg_females: input.averages.avgFemales,
    avg_mated_females: input.averages.avgMatedFemales,
    by_location: [...byRoom.values()].sort((a, b) =>
      compareRooms({ ...a, inTree: a.in_tree }, { ...b, inTree: b.in_tree }),
    ),
    by_parity: PARITY_BUCKETS.map((bucket) => {
      const counts = byParity.get(bucket)!.statuses;
      const inBucket = Object.values(counts).reduce((sum, one) => sum + one, 0);
      return {
        parity: bucket,
        statuses: counts,
        total: inBucket,
        share: total === 0 ? null : inBucket / total,
        expected_share: expected?.[bucket] ?? null,
        progressed: input.exits[bucket].progressed,
        removed: input.exits[bucket].removed,
        retention: retention[bucket],
      };
    }),
    animals: females.map((female) => ({
      animal: female.animal,
      status: female.status,
      since: dateOfDay(female.since),
      days_in_status: day - female.since,
      parity: female.parity,
      location: female.location,
      room: female.room,
      age_days: female.giltAge,
    })),
  };
}
