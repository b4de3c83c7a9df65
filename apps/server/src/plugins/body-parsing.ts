import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkJsonInput, type InputIssue } from '@barnboard/domain';
import { inputIssueError, parseFormBody, parseJsonBody } from '../lib/request-body.js';

/** JSON Patch bodies (RFC 6902) of the feed API are read as any JSON body. */
const JSON_TYPES = ['application/json', 'application/json-patch+json'];

/**
 * The first query-string value whose percent-encoding is not UTF-8 (`?event=%FF`): the parser
 * would hand it on as U+FFFD, or as it was written, where it must be refused as a body's bytes are.
 */
function queryEncodingIssue(url: string): InputIssue | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  for (const pair of url.slice(query + 1).split('&')) {
    try {
      decodeURIComponent(pair);
    } catch {
      const key = pair.split('=', 1)[0]!;
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // The key itself is the bad part: named as it was written.
      }
      return { field: `querystring.${name}`, reason: 'is not valid percent-encoded UTF-8' };
    }
  }
  return null;
}

/**
 * Every body, query string and path parameter the server accepts goes through the input limits
 * (docs/security.md, "Bad input") before any route sees it, so a route is covered from its first
 * commit: JSON and form bodies by their parsers here, CSV bodies by acceptCsvBodies
 * (lib/exchange-http.ts), query strings and parameters by a hook.
 */
export function installBodyParsing(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  for (const type of JSON_TYPES)
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer' },
      (_request: FastifyRequest, body: Buffer) => parseJsonBody(body),
    );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    async (_request: FastifyRequest, body: Buffer) => parseFormBody(body),
  );
  app.addHook('preValidation', async (request) => {
    const issue =
      queryEncodingIssue(request.url) ??
      checkJsonInput(request.query, 'querystring') ??
      checkJsonInput(request.params, 'params');
    if (issue) throw inputIssueError(issue);
  });
}
