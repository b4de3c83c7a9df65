import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors.js';

/** The integration API's versioned media type (docs/integration-api.md, "Versions"). */
export const MEDIA_TYPE_V1 = 'application/vnd.barnboard.v1+json';

const ACCEPTED = new Set([MEDIA_TYPE_V1, 'application/json', 'application/*', '*/*']);
const VERSIONED = /^application\/vnd\.barnboard\.(v[^+]*)\+json$/;

/**
 * What an Accept header asks for: `ok` when it takes version 1 (or any JSON), otherwise the
 * versions it names, for the 406's message. No Accept header takes anything.
 */
export function acceptsVersion1(accept: string | undefined): { ok: boolean; asked: string[] } {
  if (!accept) return { ok: true, asked: [] };
  const ranges = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter((range) => range !== '');
  const asked = ranges.flatMap((range) => VERSIONED.exec(range)?.[1] ?? []);
  return { ok: ranges.some((range) => ACCEPTED.has(range)), asked };
}

/**
 * Every answer of the API's routes, errors included, is sent as version 1; a request that
 * accepts neither it nor JSON is refused 406 once its key is checked (so a caller without a key
 * learns that first).
 */
export function installMediaType(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const { ok, asked } = acceptsVersion1(request.headers.accept);
    if (ok) return;
    const which = asked.length > 0 ? `version ${asked.join(', ')} is unknown; ` : '';
    throw httpError(
      406,
      'unsupported_media_type_version',
      `${which}this API answers ${MEDIA_TYPE_V1} (or application/json)`,
    );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      void reply.header('content-type', `${MEDIA_TYPE_V1}; charset=utf-8`);
    }
    return payload;
  });
}
