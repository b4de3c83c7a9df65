import type { Executor } from '../../db/database.js';
import {
  insertNotifications,
  type NotificationValues,
} from '../../repositories/feeding-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';
import { queueStationNotificationEvents } from '../../repositories/webhooks-repository.js';

/**
 * Stores stations' notifications and, in the same transaction, queues their
 * `station.notification` webhook events: every writer of notifications goes through here, so
 * none is stored without its events, nor an event sent for one rolled back.
 */
export async function recordStationNotifications(
  tx: Executor,
  site: RecordsSite,
  rows: NotificationValues[],
  now: Date,
): Promise<void> {
  const ids = await insertNotifications(tx, site, rows);
  await queueStationNotificationEvents(tx, site, ids, now);
}
