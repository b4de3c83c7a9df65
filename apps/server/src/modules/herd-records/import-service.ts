import type { Locate } from '../../lib/exchange-http.js';
import { herdRecordSchema, type HerdRecord } from '@barnboard/domain';
import type { Executor, Transaction } from '../../db/database.js';
import { forEachInSlices } from '../../lib/event-loop-slices.js';
import {
  listStoredEvents,
  listStoredEventsOf,
  lockSiteRecords,
  type EnteredBy,
  type RecordsSite,
  type StoredEvent,
} from '../../repositories/herd-records-repository.js';
import { checkOrder, matchRecords, type PlannedRecords } from './import-plan.js';
import { writeRecords } from './import-write.js';
import { contentHash, describeIssue } from './record-codec.js';
import type { ImportResult, InvalidRecord } from './schemas.js';

/**
 * Up to this many records, an import reads only the stored events it needs (those of its
 * animals, and those its ids and fingerprints name) rather than every event of the site: an
 * entry on a 5,000-sow site with five years of records read about a million rows otherwise.
 * Beyond, one read of the whole site is cheaper than looking up every key.
 */
export const TARGETED_READ_MAX_RECORDS = 1000;

/** What entries and corrections add to an import of their one record (entry-service.ts). */
export type ImportOptions = {
  /** The account entering the records in Barnboard, and when (entered_by, created_at). */
  entered?: EnteredBy;
  /** The stored event the one record replaces: a correction. */
  replaces?: string;
  /** The last date a record may have: the site's today (docs/records.md, "Entries"). */
  notAfter?: string;
  /** Runs in the import's transaction once the records are valid, after they are written. */
  afterWrite?: (tx: Transaction, result: ImportResult) => Promise<void>;
};

/**
 * Imports records into a site, all or nothing (docs/records.md):
 * 1. every record is validated with herdRecordSchema, in place (the parsed record replaces the
 *    raw one in `inputs`, so memory holds one copy of the body plus a few values per record), in
 *    slices that let other requests be served (lib/event-loop-slices.ts);
 * 2. in one transaction, holding the site's import lock: the stored events are read (compact),
 *    each record is matched to a stored one (by id, or by fingerprint without id; import-plan.ts);
 * 3. the order rules run over stored + new events of the animals the import touches;
 * 4. any invalid record: nothing is written and every one is listed; otherwise the records are
 *    written and the derived facts recomputed (import-write.ts).
 */
export async function importRecords(
  db: Executor,
  site: RecordsSite,
  inputs: unknown[],
  locate: Locate,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const received = inputs.length;
  const invalid: (InvalidRecord & { position: number })[] = [];
  const fail = (position: number, field: string, reason: string) =>
    invalid.push({ position, ...locate(position), field, reason });

  // 1. Validation, in place.
  const records = inputs as (HerdRecord | null)[];
  const animalsWithInvalid = new Set<string>();
  await forEachInSlices(inputs, (input, i) => {
    const result = herdRecordSchema.safeParse(input);
    if (result.success) {
      records[i] = result.data;
      if (options.notAfter !== undefined && result.data.date > options.notAfter)
        fail(i, 'date', `is after the site's today (${options.notAfter})`);
      return;
    }
    for (const issue of result.error.issues)
      for (const { field, reason } of describeIssue(issue, input)) fail(i, field, reason);
    const animal = (input as { animal?: unknown } | null)?.animal;
    if (typeof animal === 'string') animalsWithInvalid.add(animal.trim());
    records[i] = null;
  });

  // Ids repeated within the import; fingerprints (the k-th copy of a record without id is a
  // record of its own: two identical piglet deaths on one day are two deaths).
  const fingerprints: string[] = new Array<string>(received);
  const firstWithId = new Map<string, number>();
  const copies = new Map<string, number>();
  await forEachInSlices(records, (record, i) => {
    if (!record) return;
    const hash = contentHash(record);
    if (record.id !== undefined) {
      fingerprints[i] = hash;
      const first = firstWithId.get(record.id);
      if (first === undefined) firstWithId.set(record.id, i);
      else {
        const where = locate(first);
        fail(
          i,
          'id',
          `repeats the id of the record at ${'line' in where ? `line ${where.line}` : `index ${where.index}`}`,
        );
      }
    } else {
      const copy = (copies.get(hash) ?? 0) + 1;
      copies.set(hash, copy);
      fingerprints[i] = copy === 1 ? hash : `${hash}~${copy}`;
    }
  });
  firstWithId.clear();
  copies.clear();

  return db.transaction(async (tx) => {
    await lockSiteRecords(tx, site);
    const plan: PlannedRecords = {
      records,
      fingerprints,
      stored: await readStored(tx, site, records, fingerprints, options.replaces),
      replaces: options.replaces,
    };
    const match = await matchRecords(plan, fail);
    await checkOrder(plan, match, animalsWithInvalid, fail);

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

    const result = await writeRecords(tx, site, { ...plan, ...match }, options.entered ?? null);
    await options.afterWrite?.(tx, result);
    return result;
  });
}

/** The stored events an import matches and orders its records with (see the threshold). */
function readStored(
  tx: Transaction,
  site: RecordsSite,
  records: (HerdRecord | null)[],
  fingerprints: string[],
  replaces: string | undefined,
): Promise<StoredEvent[]> {
  if (records.length > TARGETED_READ_MAX_RECORDS) return listStoredEvents(tx, site);
  const identities = new Set<string>();
  const sourceIds: string[] = [];
  const withoutId: string[] = [];
  records.forEach((record, i) => {
    if (!record) return;
    identities.add(record.animal);
    if (record.id !== undefined) sourceIds.push(record.id);
    else withoutId.push(fingerprints[i]!);
  });
  return listStoredEventsOf(tx, site, {
    identities: [...identities],
    sourceIds,
    fingerprints: withoutId,
    eventIds: replaces ? [replaces] : [],
  });
}
