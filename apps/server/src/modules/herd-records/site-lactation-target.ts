import { parsePreferences, targetLactationDays } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { findSite } from '../../repositories/sites-repository.js';

/**
 * The lactation length the site's litters are due to be weaned at (its weaning-age objective,
 * else 21 days): what the farrowing inventory, the action lists and the weaning timing of the
 * farrowing-to-weaning report all measure a weaning against.
 */
export async function findSiteLactationTarget(db: Executor, siteId: string): Promise<number> {
  const stored = await findSite(db, siteId);
  return targetLactationDays(parsePreferences(stored?.preferences));
}
