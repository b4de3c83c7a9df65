import { compareSites, type FarmComparison, type Period } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { findRecordsSite } from '../../repositories/herd-records-repository.js';
import { httpError } from '../../plugins/errors.js';
import { siteHerdDays, siteKpisWithData } from '../kpis/kpis-with-data.js';

/**
 * The comparison of these sites (ids in the order asked) over a period: each site's KPIs from
 * the server engine over the days its herd has data for (a young herd is not averaged over days
 * before its first entry), all sites at once (the pool queues them), then quartiles and quarters.
 */
export async function compareFarms(
  db: Executor,
  siteIds: readonly string[],
  period: Period,
  now: Date,
): Promise<FarmComparison> {
  const reports = await Promise.all(
    siteIds.map(async (id) => {
      const site = await findRecordsSite(db, id);
      if (!site) throw httpError(404, 'site_not_found', 'This site does not exist');
      const herd = await siteHerdDays(db, site, now);
      return { site_id: id, kpis: (await siteKpisWithData(db, site, period, herd)).kpis };
    }),
  );
  return compareSites(period, reports);
}
