import {
  kpiDrillDownResponseSchema,
  type DrillDownTarget,
  type KpiDrillDownResponse,
} from '@barnboard/domain';
import { api } from '../api/client';

/** Rows a page of the drawer shows, and a request of the CSV export fetches (the API's most). */
export const DRILL_DOWN_PAGE_ROWS = 200;
const EXPORT_PAGE_ROWS = 1000;

/**
 * GET /api/sites/{siteId}/kpis/{key}/drill-down: the figure, its sums, a page of its rows; with
 * the target's user, only the events that user recorded.
 */
export function getKpiDrillDown(
  siteId: string,
  target: DrillDownTarget,
  page: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<KpiDrillDownResponse> {
  const path = `/api/sites/${encodeURIComponent(siteId)}/kpis/${target.key}/drill-down`;
  return api.request(path, {
    query: {
      from: target.from,
      to: target.to,
      user: target.user,
      page: String(page.page),
      per_page: String(page.perPage),
    },
    schema: kpiDrillDownResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Every row of a drill-down, page after page (the CSV holds them all). */
export async function getWholeKpiDrillDown(
  siteId: string,
  target: DrillDownTarget,
): Promise<KpiDrillDownResponse> {
  const first = await getKpiDrillDown(siteId, target, { page: 1, perPage: EXPORT_PAGE_ROWS });
  const data = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++) {
    const next = await getKpiDrillDown(siteId, target, { page, perPage: EXPORT_PAGE_ROWS });
    data.push(...next.data);
  }
  return { ...first, data };
}
