import { z } from 'zod';

/**
 * What a live stream announces (docs/live.md): that something of a site changed, never the data
 * itself, which the page fetches again through its own guarded route.
 * - `bins`: a bin's reading (its level, a fill, a warning), from a sensor or an import;
 * - `feeding`: feed intakes or station visits (gestation and lactation live), or a herd record
 *   entered, corrected or deleted in the barn (the herd's live pages read their sows again);
 * - `notifications`: a station's alarm.
 */
export const LIVE_TOPICS = ['bins', 'feeding', 'notifications'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The data of every topic's event on the stream, and of the servers' NOTIFY payload. */
export const liveChangeSchema = z.object({
  topic: z.enum(LIVE_TOPICS),
  site: z.uuid(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * Why a server ends a stream (the `end` event): its user's token expired or was revoked, or the
 * account deactivated (the page refreshes its token and opens a new one); the server stops.
 */
export const LIVE_END_REASONS = ['unauthorized', 'server_stopping'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

/** The stream's first event: the server's own comment lines keep it open every this often. */
export const liveReadySchema = z.object({ heartbeat_ms: z.number().int().positive() });
