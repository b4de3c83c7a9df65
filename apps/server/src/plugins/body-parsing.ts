import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkJsonInput } from '@barnboard/domain';
import { inputIssueError, parseFormBody, parseJsonBody } from '../lib/request-body.js';

/** JSON Patch bodies (RFC 6902) of the feed API are read as any JSON body. */
const JSON_TYPES = ['application/json', 'application/json-patch+json'];

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
      checkJsonInput(request.query, 'querystring') ?? checkJsonInput(request.params, 'params');
    if (issue) throw inputIssueError(issue);
  });
}
