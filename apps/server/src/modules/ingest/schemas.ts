import { z } from 'zod';
import type { UplinkFailure } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';
import type { IngestKeyRow } from '../../repositories/ingest-keys-repository.js';

/** What every ingest route answers with 200: what became of the uplinks it was sent. */
export const ingestResultSchema = z.object({
  stored: z.int().min(0).describe('Readings stored'),
  duplicates: z.int().min(0).describe('Already stored: nothing changed but the best signal'),
  unknown: z.int().min(0).describe("Devices not registered to the key's tenant: nothing stored"),
  simulated: z.int().min(0).describe('Console test uplinks: never stored'),
  offPort: z
    .int()
    .min(0)
    .describe(
      "Uplinks on another port than L-Track's: no reading, kept for the wrong-channel warning",
    ),
});

export const ingestKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_by: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
});

export const newIngestKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string().describe('The key, shown this once: only a hash of its secret is kept'),
  created_at: z.iso.datetime(),
});

export const ingestKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(100).describe('What the key is for, e.g. "ChirpStack"'),
});

export function apiIngestKey(row: IngestKeyRow): z.infer<typeof ingestKeySchema> {
  return {
    id: row.id,
    name: row.name,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A body that cannot be read as an uplink: 400 with the field and why, nothing stored. */
export function invalidUplink(failure: UplinkFailure) {
  const field = failure.path === '' ? 'body' : failure.path;
  const prefix = `${failure.path}: `;
  const problem = failure.reason.startsWith(prefix)
    ? failure.reason.slice(prefix.length)
    : failure.reason;
  return httpError(400, 'invalid_uplink', `${field}: ${problem}`, [{ field, reason: problem }]);
}
