import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canCorrectRecords,
  correctionBodySchema,
  deletionBodySchema,
  entryAnswerSchema,
  entryBodySchema,
  entryInvalidSchema,
  errorSchema,
  eventParamsSchema,
  knowsTenantByName,
  lateRecordsQuerySchema,
  lateRecordsSchema,
  withoutPeople,
  type EntryAnswer,
  type EntryInvalid,
} from '@barnboard/domain';
import { z } from 'zod';
import { rulesSubject, type Subject } from '../../plugins/access-guard.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { auditActor } from '../../repositories/audit-repository.js';
import { findSiteGrant } from '../../repositories/sites-repository.js';
import { sharingViewer } from '../main-api/sharing-viewer.js';
import { correctRecord, deleteRecord, enterRecord } from './entry-service.js';
import { lateRecordsOf } from './late-records.js';
import { recordsSite } from './records-site.js';
import { recordsParamsSchema } from './schemas.js';

const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
const invalidAnswer = entryInvalidSchema.describe(
  'The record is refused: each field and the rule it breaks; nothing was written',
);

/**
 * Recording and correcting herd events in the barn (docs/records.md, "Entries and
 * corrections"), mounted under /api. Members with zootech enter; managers correct and delete
 * (docs/access-rules.md, "Herd records: who may enter, correct and delete").
 */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    '/sites/:siteId/records',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary:
          'Enters one herd record, through the rules of an import; the same one twice is kept once',
        security: [{ bearer: [] }],
        params: recordsParamsSchema,
        body: entryBodySchema,
        response: {
          200: entryAnswerSchema.describe('The same record was stored already: nothing changed'),
          201: entryAnswerSchema,
          ...refusals,
          422: invalidAnswer,
        },
      },
    },
    async (request, reply) => {
      const site = await recordsSite(db, request.params.siteId);
      const subject = request.subject!;
      const { id, email, username } = subject.user;
      const actor = { ...auditActor(subject), id, login: email ?? username ?? id };
      const now = clock.now();
      const outcome = await enterRecord(db, site, request.body.record, actor, now);
      return reply.code(outcome.status).send(asReadBy(outcome.answer, subject, site, now));
    },
  );

  app.patch(
    '/sites/:siteId/records/:eventId',
    {
      config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Corrects a stored herd record (the whole record and why), audited',
        security: [{ bearer: [] }],
        params: eventParamsSchema,
        body: correctionBodySchema,
        response: { 200: entryAnswerSchema, ...refusals, 422: invalidAnswer },
      },
    },
    async (request, reply) => {
      const site = await recordsSite(db, request.params.siteId);
      const { record, reason } = request.body;
      const subject = request.subject!;
      const now = clock.now();
      const outcome = await correctRecord(
        db,
        site,
        { eventId: request.params.eventId, record, reason },
        auditActor(subject),
        now,
      );
      return reply.code(outcome.status).send(asReadBy(outcome.answer, subject, site, now));
    },
  );

  app.delete(
    '/sites/:siteId/records/:eventId',
    {
      config: { access: { kind: 'site', level: 'manager', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary: 'Deletes a stored herd record (with why), unless her other records need it',
        security: [{ bearer: [] }],
        params: eventParamsSchema,
        body: deletionBodySchema,
        response: { 204: z.null().describe('Deleted'), ...refusals, 422: invalidAnswer },
      },
    },
    async (request, reply) => {
      const site = await recordsSite(db, request.params.siteId);
      const refused = await deleteRecord(
        db,
        site,
        { eventId: request.params.eventId, reason: request.body.reason },
        auditActor(request.subject!),
        clock.now(),
      );
      if (refused) return reply.code(422).send(refused);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sites/:siteId/records/late',
    {
      config: { access: { kind: 'site', level: 'viewer', param: 'siteId', area: 'zootech' } },
      schema: {
        tags: ['main'],
        summary:
          'Records entered late: events entered here more than N days after they happened, for the site and (managers) per person',
        security: [{ bearer: [] }],
        params: recordsParamsSchema,
        querystring: lateRecordsQuerySchema,
        response: { 200: lateRecordsSchema, ...refusals },
      },
    },
    async (request) => {
      const site = await recordsSite(db, request.params.siteId);
      const subject = request.subject!;
      const now = clock.now();
      const grant = (await findSiteGrant(db, site.id))!;
      // Who entered late is the users report's kind of figure: for the farm's managers.
      const withPeople =
        canCorrectRecords(rulesSubject(subject), grant, now) &&
        knowsTenantByName(sharingViewer(subject), site.tenantId, now);
      return lateRecordsOf(db, site, request.query, withPeople);
    },
  );
};

/**
 * An answer as its caller may read it: a partner, who does not know the farm's people, reads that
 * the event was entered here, not by whom (docs/access-rules.md, "Sharing names").
 */
function asReadBy<Answer extends EntryAnswer | EntryInvalid>(
  answer: Answer,
  subject: Subject,
  site: RecordsSite,
  now: Date,
): Answer {
  if (!('event' in answer) || knowsTenantByName(sharingViewer(subject), site.tenantId, now)) {
    return answer;
  }
  return { ...answer, event: withoutPeople(answer.event) };
}
