import { createHash } from 'node:crypto';
import { RECORD_FIELDS, RECORD_TYPES, type HerdRecord, type RecordType } from '@barnboard/domain';
import type { z } from 'zod';
import type { EventValues, ExportedEvent } from '../../repositories/herd-records-repository.js';

/** Between a validated record and a stored event: fingerprints, columns, export shape. */

/** Hash of everything a record says but its id (defaults applied, so `doses` 1 = omitted). */
export function contentHash(record: HerdRecord): string {
  const own = RECORD_FIELDS[record.type].map(
    (field) => (record as Record<string, unknown>)[field] ?? null,
  );
  const canonical = JSON.stringify([
    record.type,
    record.animal,
    record.date,
    record.time ?? null,
    record.user ?? null,
    record.location ?? null,
    ...own,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The type's own fields of a record, as stored in `data`. */
export function ownFields(record: HerdRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS[record.type]) {
    const value = (record as Record<string, unknown>)[field];
    if (value !== undefined) data[field] = value;
  }
  return data;
}

export function eventValues(
  record: HerdRecord,
  animalId: string,
  seq: number,
  fingerprint: string,
): EventValues {
  return {
    animalId,
    type: record.type,
    date: record.date,
    time: record.time ?? null,
    seq,
    recordedBy: record.user ?? null,
    location: record.location ?? null,
    sourceId: record.id ?? null,
    data: ownFields(record),
    fingerprint,
  };
}

export type ExchangeRecord = {
  type: RecordType;
  animal: string;
  date: string;
  id: string;
  [field: string]: string | number;
};

/**
 * A stored event in the exchange format. Its id is the source system's id, or the event's own
 * uuid when it came without one, so that importing an export again changes nothing.
 */
export function toExchangeRecord(event: ExportedEvent): ExchangeRecord {
  const record: ExchangeRecord = {
    type: event.type,
    animal: event.animal,
    date: event.date,
    ...(event.time ? { time: event.time } : {}),
    ...(event.recordedBy ? { user: event.recordedBy } : {}),
    ...(event.location ? { location: event.location } : {}),
    id: event.sourceId ?? event.id,
  };
  for (const field of RECORD_FIELDS[event.type]) {
    const value = event.data[field];
    if (typeof value === 'string' || typeof value === 'number') record[field] = value;
  }
  return record;
}

/** A zod issue of herdRecordSchema as `{ field, reason }` pairs an operator can act on. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
): { field: string; reason: string }[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return [{ field: 'record', reason: 'must be an object with the record fields' }];
  const type = (input as Record<string, unknown>).type;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      field: key,
      reason: `is not a field of a ${typeof type === 'string' ? type : ''} record`.replace(
        '  ',
        ' ',
      ),
    }));
  }
  const field = issue.path.map(String).join('.') || 'type';
  if (issue.code === 'invalid_union' && (field === 'type' || issue.path.length === 0)) {
    return [
      {
        field: 'type',
        reason: type === undefined ? 'is required' : `must be one of ${RECORD_TYPES.join(', ')}`,
      },
    ];
  }
  const value = issue.path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
  if (value === undefined) return [{ field, reason: 'is required' }];
  return [{ field, reason: issue.message }];
}

/**
 * A stored event as a validated record, for the KPI engine. Events were validated by
 * herdRecordSchema on import and their data holds the type's fields with defaults applied, so
 * the exchange shape is a HerdRecord; parsing every event again would only cost time.
 */
export function toHerdRecord(event: ExportedEvent): HerdRecord {
  return toExchangeRecord(event) as unknown as HerdRecord;
}
