import { parseChunked } from '@discoveryjs/json-ext';
import { parse as parseQuerystring } from 'fast-querystring';
import { checkJsonInput, jsonInputIssues, PROTO_REASON, type InputIssue } from '@barnboard/domain';
import { httpError } from '../plugins/errors.js';
import { EventLoopSlices, runInSlices } from './event-loop-slices.js';
import { invalidUtf8Offset } from './utf8.js';

/**
 * Reading request bodies (docs/security.md, "Bad input"; docs/api.md, "Large bodies"): the bytes
 * must be UTF-8, JSON must be JSON, and every value must keep within the input limits of
 * packages/domain/src/json/input-limits.ts. A body that does not answers 400 saying what and
 * where. Large bodies are read in slices so that other requests are served meanwhile.
 */

/** Bodies up to this size are parsed at once; larger ones by chunks of it, in slices. */
export const JSON_CHUNK_BYTES = 64 * 1024;

/**
 * 400 naming the field of the first value that breaks an input limit; a __proto__ key is, as
 * Fastify's own parser has it, malformed JSON.
 */
export function inputIssueError(issue: InputIssue) {
  const code = issue.reason === PROTO_REASON ? 'malformed_json' : 'validation_error';
  return httpError(400, code, `${issue.field}: ${issue.reason}`, [issue]);
}

function malformed(reason: string) {
  return httpError(400, 'malformed_json', `body: ${reason}`, [{ field: 'body', reason }]);
}

/** 400 naming the first byte of the body that is not UTF-8, if one is not. */
function assertUtf8(bytes: Buffer): void {
  const offset = invalidUtf8Offset(bytes);
  if (offset === null) return;
  const reason = `is not valid UTF-8 (byte ${offset})`;
  throw httpError(400, 'invalid_utf8', `body: ${reason}`, [{ field: 'body', reason }]);
}

/** The text of a body that must be UTF-8 (CSV, forms). */
export function bodyText(bytes: Buffer): string {
  assertUtf8(bytes);
  return bytes.toString('utf8');
}

/**
 * A key `__proto__`, also written with \u escapes (as secure-json-parse, Fastify's own parser,
 * looks for it): JSON.parse keeps it as a plain key, but the chunked parser copies keys with
 * Object.assign, which would set the object's prototype instead.
 */
const PROTO_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;

/** Chunks of a UTF-8 body as text, cut between characters, in slices. */
async function* textChunks(bytes: Buffer): AsyncGenerator<string> {
  const slices = new EventLoopSlices();
  let previousTail = '';
  for (let start = 0; start < bytes.length;) {
    let end = Math.min(start + JSON_CHUNK_BYTES, bytes.length);
    // Back to the first byte of a character (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    const chunk = bytes.toString('utf8', start, end);
    // The tail of the previous chunk finds a key cut in two.
    if (PROTO_KEY.test(previousTail + chunk)) throw malformed(PROTO_REASON);
    previousTail = chunk.slice(-32);
    yield chunk;
    start = end;
    await slices.pause();
  }
}

/** A JSON body as a value within the input limits. */
export async function parseJsonBody(bytes: Buffer): Promise<unknown> {
  assertUtf8(bytes);
  let value: unknown;
  try {
    value =
      bytes.length <= JSON_CHUNK_BYTES
        ? JSON.parse(bytes.toString('utf8'))
        : await parseChunked(textChunks(bytes));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw malformed(bytes.length === 0 ? 'is empty' : `is not valid JSON (${error.message})`);
  }
  const issue = await runInSlices(jsonInputIssues(value, 'body'));
  if (issue) throw inputIssueError(issue);
  return value;
}

/** An application/x-www-form-urlencoded body as its fields, within the input limits. */
export function parseFormBody(bytes: Buffer): Record<string, unknown> {
  const fields = parseQuerystring(bodyText(bytes)) as Record<string, unknown>;
  const issue = checkJsonInput(fields, 'body');
  if (issue) throw inputIssueError(issue);
  return fields;
}
