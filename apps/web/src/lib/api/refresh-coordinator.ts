/**
 * Refresh tokens rotate: using an old one ends the session. So every request that meets a 401
 * while a refresh runs must wait for that same refresh instead of starting its own.
 */
export type RefreshCoordinator = {
  refresh: () => Promise<string>;
};

export function createRefreshCoordinator(run: () => Promise<string>): RefreshCoordinator {
  let inflight: Promise<string> | null = null;
  return {
    refresh: () => {
      inflight ??= run().finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
