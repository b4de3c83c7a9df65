import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseCsv } from '@barnboard/domain';

/**
 * HTTP plumbing shared by the exchange-format routes (herd records, feed intakes): CSV bodies in,
 * CSV attachments out, and error locations that name an index (JSON) or a line (CSV).
 */

/** Where an input came from, as the answer names it: `{ index }` (JSON) or `{ line }` (CSV). */
export type Locate = (position: number) => { index: number } | { line: number };

/** CSV bodies reach the handlers as text, on the routes of the calling plugin only. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}

/** A JSON list or a CSV text as import inputs, with the way to name each one's place. */
export function importInputs(body: string | unknown[]): { inputs: unknown[]; locate: Locate } {
  if (typeof body !== 'string') return { inputs: body, locate: (index) => ({ index }) };
  const { rows } = parseCsv(body);
  const lines = rows.map((row) => row.line);
  return {
    inputs: rows.map((row) => row.values),
    locate: (position) => ({ line: lines[position]! }),
  };
}

export function sendCsvAttachment(reply: FastifyReply, filename: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
