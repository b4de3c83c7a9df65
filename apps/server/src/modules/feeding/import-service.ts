import {
  feedIntakeSchema,
  stationKindOf,
  type FeedIntake,
  type StationKind,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import {
  ensureStations,
  findAnimalIds,
  insertIntakes,
  listStations,
  listStoredIntakes,
  lockSiteFeedIntakes,
  updateIntake,
  type IntakeValues,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import type { Locate } from '../../lib/exchange-http.js';
import { describeIssue } from '../herd-records/record-codec.js';
import type { ImportResult, InvalidRecord } from '../herd-records/schemas.js';

const key = (animalId: string, date: string, kind: string) =>
  `${animalId}\u0000${date}\u0000${kind}`;

const KIND_NAMES: Record<StationKind, string> = {
  gestation_station: 'a gestation station',
  lactation_feeder: 'a lactation feeder',
};

/**
 * Imports daily feed intakes into a site, all or nothing (docs/feeding.md). An intake is known by
 * (animal, date, kind): the same values again leave it unchanged, other values update it. The
 * animal must be a herd animal of the site; a station named for the first time is created.
 */
export async function importFeedIntakes(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
  now: Date,
): Promise<ImportResult> {
  const received = inputs.length;
  const invalid: (InvalidRecord & { position: number })[] = [];
  const fail = (position: number, field: string, reason: string) =>
    invalid.push({ position, ...locate(position), field, reason });

  const intakes: (FeedIntake | null)[] = inputs.map((input, i) => {
    const result = feedIntakeSchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      for (const { field, reason } of describeIssue(issue, input))
        fail(
          i,
          field === 'type' ? 'intake' : field,
          reason.startsWith('is not a field of') ? 'is not a field of a feed intake' : reason,
        );
    return null;
  });

  return db.transaction(async (tx) => {
    await lockSiteFeedIntakes(tx, site);
    const identities = [...new Set(intakes.flatMap((x) => (x ? [x.animal] : [])))];
    const animalIds = await findAnimalIds(tx, site, identities);
    const stations = new Map((await listStations(tx, site)).map((s) => [s.name, s]));
    const newStations = new Map<string, StationKind>();

    const firstOf = new Map<string, number>();
    intakes.forEach((intake, i) => {
      if (!intake) return;
      const animalId = animalIds.get(intake.animal);
      if (!animalId) {
        fail(i, 'animal', 'is not an animal of this site (import its herd records first)');
        return;
      }
      const k = key(animalId, intake.date, intake.kind);
      const first = firstOf.get(k);
      if (first !== undefined) {
        const where = locate(first);
        fail(
          i,
          'date',
          `repeats the ${intake.kind} intake of this animal and day at ${'line' in where ? `line ${where.line}` : `index ${where.index}`}`,
        );
        return;
      }
      firstOf.set(k, i);
      if (intake.station === undefined) return;
      const wanted = stationKindOf(intake.kind);
      const existing = stations.get(intake.station)?.kind ?? newStations.get(intake.station);
      if (existing === undefined) newStations.set(intake.station, wanted);
      else if (existing !== wanted)
        fail(i, 'station', `is ${KIND_NAMES[existing]}, not ${KIND_NAMES[wanted]}`);
    });

    if (invalid.length > 0) {
      invalid.sort((a, b) => a.position - b.position);
      return {
        received,
        created: 0,
        updated: 0,
        unchanged: 0,
        invalid: invalid.map(({ position: _position, ...error }) => error),
      };
    }

    const valid = intakes.filter((x): x is FeedIntake => x !== null);
    if (valid.length === 0) return { received, created: 0, updated: 0, unchanged: 0, invalid: [] };
    const stationIds = newStations.size
      ? await ensureStations(
          tx,
          site,
          [...newStations].map(([name, kind]) => ({ name, kind })),
        )
      : stations;
    let from = valid[0]!.date;
    let to = from;
    for (const intake of valid) {
      if (intake.date < from) from = intake.date;
      if (intake.date > to) to = intake.date;
    }
    const stored = new Map(
      (await listStoredIntakes(tx, site, { from, to })).map((s) => [
        key(s.animalId, s.date, s.kind),
        s,
      ]),
    );
    const toCreate: IntakeValues[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const intake of valid) {
      const values: IntakeValues = {
        animalId: animalIds.get(intake.animal)!,
        date: intake.date,
        kind: intake.kind,
        targetG: intake.target_g,
        distributedG: intake.distributed_g,
        curvePercent: intake.curve_percent ?? null,
        day: intake.day,
        stationId: intake.station === undefined ? null : stationIds.get(intake.station)!.id,
      };
      const before = stored.get(key(values.animalId, values.date, values.kind));
      if (!before) toCreate.push(values);
      else if (sameIntake(before, values)) unchanged++;
      else {
        await updateIntake(tx, site, before.id, values, now);
        updated++;
      }
    }
    await insertIntakes(tx, site, toCreate);
    return { received, created: toCreate.length, updated, unchanged, invalid: [] };
  });
}

function sameIntake(a: IntakeValues, b: IntakeValues): boolean {
  // curve_percent is stored as a 4-byte real: compare at the precision it keeps.
  const percent = (v: number | null) => (v === null ? null : Math.fround(v));
  return (
    a.targetG === b.targetG &&
    a.distributedG === b.distributedG &&
    percent(a.curvePercent) === percent(b.curvePercent) &&
    a.day === b.day &&
    a.stationId === b.stationId
  );
}
