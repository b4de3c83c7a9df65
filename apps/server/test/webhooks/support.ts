import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../src/db/database.js';
import { feedingStations, sites, webhookDeliveries } from '../../src/db/schema/index.js';
import { recordStationNotifications } from '../../src/modules/webhooks/index.js';
import type { RecordsSite } from '../../src/repositories/herd-records-repository.js';

/** A site of the demo tenant with one feeding station, where notifications are stored. */
export async function stationSite(
  db: Database,
  tenantId: string,
  name: string,
): Promise<{ site: RecordsSite; stationId: string }> {
  const [site] = await db
    .insert(sites)
    .values({ tenantId, name, type: 'maternity', access: 'all', timezone: 'Europe/Paris' })
    .returning({ tenantId: sites.tenantId, id: sites.id, timezone: sites.timezone });
  const [station] = await db
    .insert(feedingStations)
    .values({ tenantId, siteId: site!.id, kind: 'gestation_station', name: 'ESF 1' })
    .returning({ id: feedingStations.id });
  return { site: site!, stationId: station!.id };
}

/** Stores one notification of code `code` as the feeding import does, events included. */
export async function notify(
  db: Database,
  place: { site: RecordsSite; stationId: string },
  code: number,
  at: Date,
): Promise<void> {
  await db.transaction((tx) =>
    recordStationNotifications(
      tx,
      place.site,
      [{ stationId: place.stationId, code, date: at.toISOString().slice(0, 10), at }],
      at,
    ),
  );
}

/** The outbox rows of an installation, in order. */
export function deliveriesOf(db: Executor, installationId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.installationId, installationId)))
    .orderBy(asc(webhookDeliveries.seq));
}
