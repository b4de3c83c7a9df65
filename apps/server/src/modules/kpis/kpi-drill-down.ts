import {
  drillDownDays,
  drillDownSources,
  explainKpi,
  type KpiExplanation,
  type KpiKey,
  type Period,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { fetchDrillDownFacts } from '../../repositories/drill-down-repository.js';
import { ensureHerdFacts } from '../../repositories/herd-facts-repository.js';
import type { RecordsSite } from '../../repositories/herd-records-repository.js';

/**
 * A KPI's drill-down on a site for a period (docs/kpis.md, "Drill-down"): the facts its rule
 * reads, from the site's derived facts, made into the domain's explanation. Equal to the
 * reference `computeKpiExplanation` over every stored record of the site (test/kpis/drill-down).
 * With `user`, the events that user recorded only (a key that splitsByUser). Throws a
 * RangeError when a date is malformed, `from` is after `to`, or the key does not split by user.
 */
export async function explainSiteKpi(
  db: Executor,
  site: RecordsSite,
  key: KpiKey,
  period: Period,
  user: string | null = null,
): Promise<KpiExplanation> {
  const days = drillDownDays(key, period);
  await ensureHerdFacts(db, site);
  const facts = await fetchDrillDownFacts(db, site, drillDownSources(key), days);
  return explainKpi(key, period, facts, user);
}
