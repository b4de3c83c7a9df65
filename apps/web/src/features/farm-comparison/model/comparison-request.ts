import {
  dateOfDay,
  dayNumber,
  KPI_TILE_KEYS,
  MAX_COMPARISON_DAYS,
  MIN_COMPARED_SITES,
  type KpiTileKey,
} from '@barnboard/domain';

/** What the comparison form asks for (spec §5: 1 to 90 days, two sites or more, a tile). */
export type ComparisonRequest = {
  from: string;
  to: string;
  sites: string[];
  tile: KpiTileKey | null;
};

/** Why the form cannot be submitted yet, per field; empty when it can. */
export type ComparisonIssues = Partial<
  Record<'from' | 'to' | 'sites' | 'tile', 'required' | 'order' | 'tooLong' | 'future' | 'fewSites'>
>;

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dateOfDay(dayNumber(text)) === text;

export function comparisonIssues(request: ComparisonRequest, today: string): ComparisonIssues {
  const issues: ComparisonIssues = {};
  if (!isDate(request.from)) issues.from = 'required';
  if (!isDate(request.to)) issues.to = 'required';
  else if (request.to > today) issues.to = 'future';
  if (!issues.from && !issues.to) {
    const days = dayNumber(request.to) - dayNumber(request.from) + 1;
    if (days < 1) issues.to = 'order';
    else if (days > MAX_COMPARISON_DAYS) issues.to = 'tooLong';
  }
  if (request.sites.length < MIN_COMPARED_SITES) issues.sites = 'fewSites';
  if (!request.tile || !KPI_TILE_KEYS.includes(request.tile)) issues.tile = 'required';
  return issues;
}

/** The default period: the 30 days ending today, the site's. */
export function defaultComparisonPeriod(today: string): { from: string; to: string } {
  return { from: dateOfDay(dayNumber(today) - 29), to: today };
}

/**
 * The sites the comparison starts with (spec §4: the comparison list, fed by site changes):
 * those of the list the user may compare, in its order, else the comparable sites themselves
 * (a new user has an empty list).
 */
export function initialComparedSites(
  comparisonList: readonly string[],
  comparable: readonly string[],
): string[] {
  const listed = comparisonList.filter((id) => comparable.includes(id));
  return listed.length >= MIN_COMPARED_SITES ? listed : [...comparable];
}

/**
 * The comparison list once a comparison is asked for: the sites compared, in their order, then
 * the list's sites this screen could not offer (no herd records yet, no zootech access), kept
 * for when it can.
 */
export function comparisonListAfter(
  comparisonList: readonly string[],
  compared: readonly string[],
  comparable: readonly string[],
): string[] {
  return [...compared, ...comparisonList.filter((id) => !comparable.includes(id))];
}
