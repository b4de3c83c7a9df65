import type { Installation } from '@barnboard/domain';

/** The host a webhook address sends to (the whole address when it cannot be read). */
export function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * When the integrator changed the address after this installation was made, or null: a farm
 * installed an integration that sent its data to one place, and must see that it now goes to
 * another. A revoked installation sends nothing, so it has nothing to warn about.
 */
export function movedSinceInstalled(installation: Installation): string | null {
  const changedAt = installation.integration.url_changed_at;
  if (installation.revoked_at || !changedAt) return null;
  return Date.parse(changedAt) > Date.parse(installation.created_at) ? changedAt : null;
}
