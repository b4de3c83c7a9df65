import { and, eq } from 'drizzle-orm';
import type { AnimalEvent, FieldChange, Membership } from '@barnboard/domain';
import { auditEvents, herdEvents } from '../../src/db/schema/index.js';
import { createMembership } from '../../src/repositories/memberships-repository.js';
import { createSignedInUser } from './sign-in.js';
import type { TestApp } from './test-app.js';

/** Entries, corrections and deletions of herd records through the API, as the tests make them. */

export type EntryAnswer = { event: AnimalEvent; created: boolean };
export type Refusal = { invalid: { field: string; reason: string }[] };

/** A signed-in account of the tenant with this role on all its sites; its id, e-mail and header. */
export async function personOf(
  t: TestApp,
  tenantId: string,
  role: Membership['role'],
  zootech = true,
  /** A partner's membership: the site under a sharing name (docs/access-rules.md). */
  sharingName: string | null = null,
): Promise<{ id: string; email: string; authorization: string }> {
  const { user, authorization } = await createSignedInUser(t);
  await createMembership(t.database.db, {
    tenantId,
    userId: user.id,
    role,
    sites: 'all',
    accessType: { feeding: ['gestation'], zootech, silo: false },
    useSharingName: sharingName !== null,
    sharingName,
  });
  return { id: user.id, email: user.email, authorization };
}

export function enter(t: TestApp, siteId: string, record: unknown, authorization: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records`,
    headers: { authorization },
    payload: { record },
  });
}

export function correct(
  t: TestApp,
  siteId: string,
  eventId: string,
  body: { record: unknown; reason: string },
  authorization: string,
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/records/${eventId}`,
    headers: { authorization },
    payload: body,
  });
}

export function remove(
  t: TestApp,
  siteId: string,
  eventId: string,
  reason: string,
  authorization: string,
) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/sites/${siteId}/records/${eventId}`,
    headers: { authorization },
    payload: { reason },
  });
}

export function importRecordsJson(
  t: TestApp,
  siteId: string,
  records: unknown[],
  authorization: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: { authorization },
    payload: { records },
  });
}

/** The site's stored events, in stored order, with the columns an entry writes. */
export function storedEvents(t: TestApp, siteId: string) {
  return t.database.db
    .select({
      id: herdEvents.id,
      type: herdEvents.type,
      date: herdEvents.date,
      sourceId: herdEvents.sourceId,
      enteredBy: herdEvents.enteredBy,
      createdAt: herdEvents.createdAt,
      recordedBy: herdEvents.recordedBy,
    })
    .from(herdEvents)
    .where(eq(herdEvents.siteId, siteId))
    .orderBy(herdEvents.date, herdEvents.seq);
}

/** The history of changes of one herd event. */
export function auditOf(
  t: TestApp,
  eventId: string,
): Promise<
  { action: string; actorId: string | null; actorName: string; changes: FieldChange[] }[]
> {
  return t.database.db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorName: auditEvents.actorName,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'herd_event'), eq(auditEvents.entityId, eventId)))
    .orderBy(auditEvents.at);
}
