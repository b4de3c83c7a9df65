import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CsvCellTooLongError, csvRows, hasNul, NUL_REASON } from '@barnboard/domain';
import { EventLoopSlices } from './event-loop-slices.js';
import { bodyText, inputIssueError } from './request-body.js';

/**
 * HTTP plumbing shared by the exchange-format routes (herd records, feed intakes): CSV bodies in,
 * CSV attachments out, and error locations that name an index (JSON) or a line (CSV).
 */

/** Where an input came from, as the answer names it: `{ index }` (JSON) or `{ line }` (CSV). */
export type Locate = (position: number) => { index: number } | { line: number };

/** CSV bodies (UTF-8 only) reach the handlers as text, on the routes of the calling plugin only. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer' },
    async (_request: FastifyRequest, body: Buffer) => bodyText(body),
  );
}

/**
 * A JSON list or a CSV text as import inputs, with the way to name each one's place. A CSV text is
 * read in slices (a large one would hold up every other request), and refused (400) when a cell
 * holds the NUL character, as JSON bodies are by their parser, or is longer than any field can be
 * (MAX_CSV_CELL_LENGTH: a body of one 50 MB cell held every tenant up for 5 s while it was read).
 */
export async function importInputs(
  body: string | unknown[],
): Promise<{ inputs: unknown[]; locate: Locate }> {
  if (typeof body !== 'string') return { inputs: body, locate: (index) => ({ index }) };
  const withNul = hasNul(body);
  const slices = new EventLoopSlices();
  const inputs: Record<string, string>[] = [];
  const lines: number[] = [];
  try {
    for (const { line, values } of csvRows(body)) {
      if (withNul) refuseNul(line, values);
      inputs.push(values);
      lines.push(line);
      await slices.pauseEvery();
    }
  } catch (error) {
    if (error instanceof CsvCellTooLongError) {
      throw inputIssueError({ field: 'body', reason: error.message });
    }
    throw error;
  }
  return { inputs, locate: (position) => ({ line: lines[position]! }) };
}

function refuseNul(line: number, values: Record<string, string>): void {
  for (const [column, value] of Object.entries(values)) {
    if (hasNul(column) || hasNul(value))
      throw inputIssueError({
        field: 'body',
        reason: `line ${line}, column ${column.replaceAll('\u0000', '\\u0000')}: ${NUL_REASON}`,
      });
  }
}

export function sendCsvAttachment(reply: FastifyReply, filename: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
