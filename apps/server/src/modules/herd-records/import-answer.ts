import type { FastifyReply } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { errorSchema } from '@barnboard/domain';
import { importInputs, type Locate } from '../../lib/exchange-http.js';
import { refreshStatistics } from '../../repositories/statistics-repository.js';
import { importResultSchema, type ImportResult } from './schemas.js';

/**
 * What every exchange-format import answers (herd records, locations, feeding): the counts, or
 * 422 with every invalid record when there is one, as nothing was written then.
 */

/** The answers of an import route; `records` is what its body lists ('records', 'locations'). */
export function importResponses(records: string) {
  return {
    200: importResultSchema,
    400: errorSchema,
    403: errorSchema,
    404: errorSchema,
    422: importResultSchema.describe(`Some ${records} are invalid: nothing was written`),
  };
}

/**
 * Imports a JSON list or a CSV text with `run` and sends the result. When rows were written, the
 * statistics of `written` (the tables the import fills) are refreshed before the answer, so the
 * reports asked next are planned on the data as it now is.
 */
export async function sendImport(
  reply: FastifyReply,
  body: string | unknown[],
  run: (inputs: unknown[], locate: Locate) => Promise<ImportResult>,
  written: PgTable[],
): Promise<FastifyReply> {
  const { inputs, locate } = await importInputs(body);
  const result = await run(inputs, locate);
  if (result.created + result.updated > 0) await refreshStatistics(reply.server.deps.db, written);
  return reply.code(result.invalid.length > 0 ? 422 : 200).send(result);
}
