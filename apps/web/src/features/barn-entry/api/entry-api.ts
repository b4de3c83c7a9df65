import {
  entryAnswerSchema,
  entryInvalidSchema,
  type EntryAnswer,
  type HerdRecord,
} from '@barnboard/domain';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { sitePath } from '../../../lib/api/site-path';
import type { FieldProblem } from '../lib/record-draft';

/**
 * Recording and correcting in the barn (packages/domain animals/entry-api.ts): one record of the
 * records format at a time, through the rules of an import.
 */

/** POST …/records: 201 created, 200 when the same record was stored already (`created` false). */
export function recordEvent(siteId: string, record: HerdRecord): Promise<EntryAnswer> {
  return api.request(sitePath(siteId, 'records'), {
    method: 'POST',
    body: { record },
    schema: entryAnswerSchema,
  });
}

/** PATCH …/records/{eventId}: the whole corrected record, and why. */
export function correctEvent(
  siteId: string,
  eventId: string,
  record: HerdRecord,
  reason: string,
): Promise<EntryAnswer> {
  return api.request(sitePath(siteId, `records/${encodeURIComponent(eventId)}`), {
    method: 'PATCH',
    body: { record, reason },
    schema: entryAnswerSchema,
  });
}

/** DELETE …/records/{eventId}, and why: 204. */
export async function deleteEvent(siteId: string, eventId: string, reason: string): Promise<void> {
  await api.request(sitePath(siteId, `records/${encodeURIComponent(eventId)}`), {
    method: 'DELETE',
    body: { reason },
  });
}

/**
 * The fields a 422 refused and why, in the server's words; null for any other failure. The
 * fields are the format's (`record.count` names the count).
 */
export function refusalProblems(error: unknown): FieldProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = entryInvalidSchema.safeParse(error.raw);
  if (!parsed.success) return null;
  return parsed.data.invalid.map(({ field, reason }) => ({
    field: field.replace(/^(body\.)?record\./, ''),
    rule: 'server',
    reason,
  }));
}
