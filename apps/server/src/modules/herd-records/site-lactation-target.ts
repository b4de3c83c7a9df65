import { parsePreferences, targetLactationDays } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { findSitePreferences } from '../../repositories/sites-repository.js';

/**
 * The lactation length the site's litters are due to be weaned at (its weaning-age objective,
 * else 21 days): what the farrowing inventory, the action lists and the weaning timing of the
 * farrowing-to-weaning report all measure a weaning against.
 */
export async function findSiteLactationTarget(db: Executor, siteId: string): Promise<number> {
  // Its preferences alone: the site's tenant and buildings (findSite) are not needed here.
  const preferences = await findSitePreferences(db, siteId);
  return targetLactationDays(parsePreferences(preferences));
}
