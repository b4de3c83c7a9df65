/**
 * A quiet stream gets a comment line this often: well under the server's 30 s idle timeout
 * (app.ts, connectionTimeout) and the usual proxies' 60 s.
 */
export const LIVE_HEARTBEAT_MS = 15_000;

/**
 * Each stream's user is checked again this often: a revoked session, an expired token or a
 * deactivated account ends its streams, and a membership's change reaches their scope, within it.
 */
export const LIVE_RECHECK_MS = 60_000;
