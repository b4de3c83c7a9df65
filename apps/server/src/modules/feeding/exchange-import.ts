import type { z } from 'zod';
import type { LiveTopic, StationKind } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { forEachInSlices } from '../../lib/event-loop-slices.js';
import type { Locate } from '../../lib/exchange-http.js';
import {
  ensureStations,
  listStations,
  lockSiteFeeding,
  type StationRow,
} from '../../repositories/feeding-repository.js';
import { findAnimalIds, type RecordsSite } from '../../repositories/herd-records-repository.js';
import { notifyLive } from '../../repositories/live-repository.js';
import { describeIssue } from '../herd-records/record-codec.js';
import type { ImportResult, InvalidRecord } from '../herd-records/schemas.js';

/**
 * What every feeding import shares (docs/feeding.md): all or nothing, every invalid record
 * reported with its place (`index` or `line`), field and reason, imports of a site serialised,
 * records matched to stored rows by a natural key (created, updated or unchanged).
 */

/** The invalid records of an import, as they are found. */
export class ImportCheck {
  private readonly invalid: (InvalidRecord & { position: number })[] = [];
  private readonly firsts = new Map<string, number>();

  constructor(private readonly locate: Locate) {}

  fail(position: number, field: string, reason: string): void {
    this.invalid.push({ position, ...this.locate(position), field, reason });
  }

  /** 'index 3' (JSON) or 'line 4' (CSV). */
  placeOf(position: number): string {
    const where = this.locate(position);
    return 'line' in where ? `line ${where.line}` : `index ${where.index}`;
  }

  /**
   * Reports the record (on `field`) when an earlier record has the same natural key: "repeats
   * <what> at index 0". Answers whether it did.
   */
  repeats(key: string, position: number, field: string, what: string): boolean {
    const first = this.firsts.get(key);
    if (first === undefined) {
      this.firsts.set(key, position);
      return false;
    }
    this.fail(position, field, `repeats ${what} at ${this.placeOf(first)}`);
    return true;
  }

  get failed(): boolean {
    return this.invalid.length > 0;
  }

  /** The invalid records in input order (a record's own errors in the order found). */
  sorted(): InvalidRecord[] {
    return this.invalid
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...error }) => error);
  }
}

/** A record that passed its schema, and where it stood in the input. */
export type Parsed<T> = { record: T; position: number };

export type ImportCounts = { created: number; updated: number; unchanged: number };

/**
 * How the records of an import meet the stored rows: by natural key, then by their values. A
 * stored row has the values of a record (and more), so one key serves both.
 */
export type StoredMatch<Values, Stored extends Values> = {
  /** The stored rows that records may be (the type of the rows is taken from here). */
  stored: Iterable<Stored>;
  keyOf(values: Values): string;
  same(stored: NoInfer<Stored>, values: Values): boolean;
  update(stored: NoInfer<Stored>, values: Values): Promise<void>;
  /** Creates the new records (maybe none), all together after the updates. */
  create(values: Values[]): Promise<void>;
};

/**
 * Writes records matched to the stored rows by natural key: a new one is created, a stored one
 * with other values updated, a stored one with the same values counted as unchanged.
 */
export async function writeByKey<Values, Stored extends Values>(
  records: Values[],
  match: StoredMatch<Values, Stored>,
): Promise<ImportCounts> {
  const stored = new Map<string, Stored>();
  for (const row of match.stored) stored.set(match.keyOf(row), row);
  const toCreate: Values[] = [];
  let updated = 0;
  let unchanged = 0;
  for (const values of records) {
    const before = stored.get(match.keyOf(values));
    if (!before) toCreate.push(values);
    else if (match.same(before, values)) unchanged++;
    else {
      await match.update(before, values);
      updated++;
    }
  }
  await match.create(toCreate);
  return { created: toCreate.length, updated, unchanged };
}

/** One exchange format of the feeding imports. */
export type FeedingFormat<T, Context> = {
  /** The record schema (built for the site when times are read in its time zone). */
  schema: z.ZodType<T>;
  /** Field named when the record as a whole is wrong ('intake') and the record's noun. */
  field: string;
  noun: string;
  /** Checks the records against the site (in the import's transaction), reporting the wrong. */
  check(tx: Executor, records: Parsed<T>[], check: ImportCheck): Promise<Context>;
  /** Writes the records, all valid and at least one, and counts them. */
  write(tx: Executor, records: T[], context: Context): Promise<ImportCounts>;
  /** The live pages the records show on, told when the import changed something (docs/live.md). */
  topic: LiveTopic;
};

/**
 * Imports records of one format into a site, all or nothing: each input is validated with the
 * format's schema, then, holding the site's feeding lock, checked against what is stored; any
 * invalid record answers them all and writes nothing.
 */
export async function importFeedingRecords<T, Context>(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
  format: FeedingFormat<T, Context>,
): Promise<ImportResult> {
  const received = inputs.length;
  const check = new ImportCheck(locate);
  const records: Parsed<T>[] = [];
  await forEachInSlices(inputs, (input, position) => {
    const result = format.schema.safeParse(input);
    if (result.success) {
      records.push({ record: result.data, position });
      return;
    }
    for (const issue of result.error.issues)
      for (const { field, reason } of describeIssue(issue, input)) {
        if (issue.code === 'unrecognized_keys' && issue.path.length > 0)
          check.fail(position, [...issue.path, field].join('.'), 'is not a known field');
        else
          check.fail(
            position,
            field === 'type' ? format.field : field,
            reason.startsWith('is not a field of') ? `is not a field of ${format.noun}` : reason,
          );
      }
  });

  return db.transaction(async (tx) => {
    await lockSiteFeeding(tx, site);
    const context = await format.check(tx, records, check);
    const none = { received, created: 0, updated: 0, unchanged: 0 };
    if (check.failed) return { ...none, invalid: check.sorted() };
    if (records.length === 0) return { ...none, invalid: [] };
    const counts = await format.write(
      tx,
      records.map((r) => r.record),
      context,
    );
    if (counts.created + counts.updated > 0) await notifyLive(tx, format.topic, [site.id]);
    return { received, ...counts, invalid: [] };
  });
}

/**
 * The site's animals named by the records; the answer gives one's id, or reports the record (on
 * `animal`) and gives undefined when the site has no such animal.
 */
async function animalsNamed(
  tx: Executor,
  site: RecordsSite,
  identities: string[],
  check: ImportCheck,
): Promise<(position: number, identity: string) => string | undefined> {
  const ids = await findAnimalIds(tx, site, [...new Set(identities)]);
  return (position, identity) => {
    const id = ids.get(identity);
    if (id === undefined)
      check.fail(
        position,
        'animal',
        'is not an animal of this site (import its herd records first)',
      );
    return id;
  };
}

export const STATION_KIND_NAMES: Record<StationKind, string> = {
  gestation_station: 'a gestation station',
  lactation_feeder: 'a lactation feeder',
};

/** The stations an import names: the stored ones, and new ones it creates with the kind needed. */
export class StationsNamed {
  private readonly created = new Map<string, StationKind>();

  private constructor(private readonly byName: Map<string, StationRow>) {}

  static async of(tx: Executor, site: RecordsSite): Promise<StationsNamed> {
    return new StationsNamed(new Map((await listStations(tx, site)).map((s) => [s.name, s])));
  }

  /** Why a record may not name this station for feeding of this kind; null when it may. */
  need(name: string, kind: StationKind): string | null {
    const existing = this.byName.get(name)?.kind ?? this.created.get(name);
    if (existing === undefined) this.created.set(name, kind);
    else if (existing !== kind)
      return `is ${STATION_KIND_NAMES[existing]}, not ${STATION_KIND_NAMES[kind]}`;
    return null;
  }

  /** Why a record may not name this station (it must be stored already); null when it may. */
  known(name: string): string | null {
    return this.byName.has(name)
      ? null
      : 'is not a station of this site (import the stations first)';
  }

  /** Creates the new stations; answers every station of the site by name. */
  async ensure(tx: Executor, site: RecordsSite): Promise<Map<string, StationRow>> {
    if (this.created.size === 0) return this.byName;
    return ensureStations(
      tx,
      site,
      [...this.created].map(([name, kind]) => ({ name, kind })),
    );
  }
}

/** What the check of records naming a herd animal hands to their writing. */
export type NamedAnimals = { animalIds: Map<string, string>; stations: StationsNamed };

/**
 * Checks records that each name a herd animal of the site and may name stations (intakes,
 * visits): a record whose animal the site lacks is reported; `checkRecord` checks every other
 * one, given its animal's id and the stations the import names.
 */
export async function checkAnimalRecords<T extends { animal: string }>(
  tx: Executor,
  site: RecordsSite,
  records: Parsed<T>[],
  check: ImportCheck,
  checkRecord: (record: T, position: number, animalId: string, stations: StationsNamed) => void,
): Promise<NamedAnimals> {
  const animalId = await animalsNamed(
    tx,
    site,
    records.map((x) => x.record.animal),
    check,
  );
  const stations = await StationsNamed.of(tx, site);
  const animalIds = new Map<string, string>();
  for (const { record, position } of records) {
    const id = animalId(position, record.animal);
    if (id === undefined) continue;
    animalIds.set(record.animal, id);
    checkRecord(record, position, id, stations);
  }
  return { animalIds, stations };
}

/** The calendar days from `margin` days before the first of `dates` to as many after the last. */
export function daysSpanning(dates: string[], margin = 0): { from: string; to: string } {
  let from = dates[0]!;
  let to = from;
  for (const date of dates) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { from: shift(from, -margin), to: shift(to, margin) };
}
