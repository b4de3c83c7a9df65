import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NATIVE_BATCH_MAX,
  errorSchema,
  normalizeChirpstackUplink,
  normalizeNativeBatch,
  normalizeTtnUplink,
  type SensorUplink,
  type UplinkResult,
} from '@barnboard/domain';
import { countsOf, ingestUplinks, type IngestReport } from './ingest-service.js';
import { ingestResultSchema, invalidUplink } from './schemas.js';
import type { UplinkCoalescer } from './uplink-coalescer.js';

/** A full native batch is about 2.5 MB of JSON; the limit leaves room for long message ids. */
export const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Network servers send everything from one address, so requests with a valid key are not counted
 * at all (the global per-address limit would only drop uplinks; docs/ingestion.md, "Routes").
 * Requests without one (no key, unknown or revoked) are counted per client address and refused
 * 429 beyond this, so keys cannot be guessed at speed. The access guard verified the key before.
 */
export const INGEST_FAILURE_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  allowList: (request: FastifyRequest) => request.ingestCaller !== null,
};

const responses = {
  200: ingestResultSchema,
  400: errorSchema.describe('Malformed JSON or an uplink that cannot be read: nothing stored'),
  401: errorSchema.describe('No ingest key, or one that is unknown or revoked: nothing stored'),
  429: errorSchema.describe('Too many requests without a valid key from this address'),
};

/**
 * Network servers post here, authenticated by a tenant's ingest key (docs/ingestion.md). Every
 * uplink that was read is answered 2xx, stored or not (duplicate, unknown device, simulated):
 * a non-2xx answer makes a sender retry, which would only bring the same uplink again.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{ coalescer: UplinkCoalescer }> = async (
  app,
  { coalescer },
) => {
  const config = { access: { kind: 'ingest' as const }, rateLimit: INGEST_FAILURE_RATE_LIMIT };
  // Browsers never call these routes: the security headers (CSP and the rest) only cost every
  // uplink the time to build them.
  const helmet = false as const;
  // JSON only (docs/ingestion.md): Fastify reads text/plain by default, which then failed the
  // schema with a 400 where a wrong content type is a 415 (a network server set up with another
  // marshaler is told so).
  app.removeContentTypeParser('text/plain');

  async function storeBatch(request: FastifyRequest, uplinks: SensorUplink[]) {
    const report = await ingestUplinks(
      app.deps.db,
      request.ingestCaller!.tenantId,
      uplinks,
      app.deps.clock.now(),
    );
    logNotStored(request.log, report, uplinks.length === 1);
    return countsOf(report);
  }

  /** A single uplink is written together with those arriving at the same time (group commit). */
  async function storeOne(request: FastifyRequest, result: UplinkResult) {
    if (!result.ok) throw invalidUplink(result);
    const report = await coalescer.submit(request.ingestCaller!.tenantId, result.uplink);
    logNotStored(request.log, report, true);
    return countsOf(report);
  }

  app.post(
    '/chirpstack',
    {
      config,
      helmet,
      schema: {
        tags: ['ingest'],
        summary: 'ChirpStack v4 HTTP integration (JSON); only `event=up` is read',
        security: [{ bearer: [] }],
        querystring: z.object({
          event: z.string().min(1).max(64).describe('ChirpStack event type; other than `up`: 204'),
        }),
        body: z.unknown().describe('A ChirpStack v4 event, as its HTTP integration posts it'),
        response: { ...responses, 204: z.null().describe('An event other than `up`: ignored') },
      },
    },
    async (request, reply) => {
      if (request.query.event !== 'up') return reply.code(204).send(null);
      return storeOne(request, normalizeChirpstackUplink(request.body));
    },
  );

  app.post(
    '/ttn',
    {
      config,
      helmet,
      schema: {
        tags: ['ingest'],
        summary: 'The Things Stack v3 webhook, uplink messages',
        security: [{ bearer: [] }],
        body: z.unknown().describe('An uplink message, as The Things Stack webhook posts it'),
        response: responses,
      },
    },
    async (request) => storeOne(request, normalizeTtnUplink(request.body)),
  );

  app.post(
    '/readings',
    {
      config,
      helmet,
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags: ['ingest'],
        summary: `Up to ${NATIVE_BATCH_MAX} readings in Barnboard's JSON form, all or nothing`,
        security: [{ bearer: [] }],
        body: z.unknown().describe('{ readings: [...] } (docs/ingestion.md)'),
        response: responses,
      },
    },
    async (request) => {
      const batch = normalizeNativeBatch(request.body);
      if (!batch.ok) throw invalidUplink(batch);
      const { readings } = request.body as { readings: { frame_counter?: number }[] };
      return storeBatch(
        request,
        batch.uplinks.map((uplink, index) =>
          readings[index]!.frame_counter === undefined ? identifiedByTime(uplink) : uplink,
        ),
      );
    },
  );
};

/**
 * A native reading sent without a frame counter (an import of past readings) is identified by
 * its device and time: its frame counter is 0 like any missing one, and its session carries the
 * time, so that readings of one device do not all fall on (device, session, 0) — only a resend of
 * the same reading does.
 */
export function identifiedByTime(uplink: SensorUplink): SensorUplink {
  return { ...uplink, session: `${uplink.session}@${uplink.measuredAt}` };
}

/** One log line per uplink not stored; for a batch, one line with the counts and examples. */
function logNotStored(log: FastifyBaseLogger, report: IngestReport, single: boolean): void {
  if (report.notStored.length === 0) return;
  if (single) {
    for (const { outcome, ...uplink } of report.notStored) {
      if (outcome === 'other_tenant')
        log.warn(
          uplink,
          "uplink not stored: the device is registered to another tenant than the key's",
        );
      else log.info(uplink, `uplink not stored: ${outcome}`);
    }
    return;
  }
  const examples = (outcome: string) =>
    report.notStored
      .filter((n) => n.outcome === outcome)
      .slice(0, 5)
      .map((n) => n.devEui);
  log.info(
    {
      ...countsOf(report),
      unknownDevices: [...new Set([...examples('unknown'), ...examples('other_tenant')])],
    },
    'readings not all stored',
  );
}
