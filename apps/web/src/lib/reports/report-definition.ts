import type { DisplayPrefs, LiveTopic, TileKey } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ChartColours } from '../charts/category-chart';
import type { ChartOption } from '../charts/echarts';
import type { ReportFigure, ReportGrid } from './report-table';

/**
 * What one request of a report asks for. `range` is the tile's day (from = to) or period, null
 * for a report that is not dated; `lactationDays` the stored 'from/to' for the reports that use
 * it; `filters` only the filters the server applies (the others narrow the answer here).
 */
export type ReportRequest = {
  siteId: string;
  range: { from: string; to: string } | null;
  lactationDays: string | null;
  filters: Record<string, string[]>;
  page: number;
};

export type ReportFilterOption = { value: string; label: string };

/**
 * What a report's grids, figures and chart are written with; `timeZone` is the site's, in which
 * instants (a notification's time) are shown.
 */
export type ReportContext = { t: TFunction; prefs: DisplayPrefs; timeZone: string };

/**
 * A filter of the filter panel (spec §2). A server filter goes into the request; a local one
 * narrows the answer here (`narrow`). Filters whose values change the figures can be compared
 * (one column per value) and saved as groups.
 */
export type ReportFilter<Answer> = {
  id: string;
  labelKey: string;
  /** The values to choose from; local filters read them from the answer (the rooms of the day). */
  options: (answer: Answer | undefined, t: TFunction) => ReportFilterOption[];
  server?: boolean;
  narrow?: (answer: Answer, values: readonly string[]) => Answer;
  comparable: boolean;
};

/** A report's chart, from its answer, drawn with the theme's (or the paper's) colours. */
export type ReportChartOf<Answer> = (
  answer: Answer,
  context: ReportContext & { colours: ChartColours },
) => ChartOption | null;

/** One grid of a report; a report with several (by sow, by room) lets the user switch. */
export type ReportView<Answer> = {
  id: string;
  labelKey: string;
  grid: (answer: Answer, context: ReportContext) => ReportGrid;
  /** The chart shown with this grid, when it is not the report's (a histogram of its rows). */
  chart?: ReportChartOf<Answer>;
};

/**
 * A report as the tile system runs it: how to fetch it, what its answer shows. Features write
 * one per tile (features/feeding, features/zootech); the frame, period, filters, comparison,
 * exports and print are the tile system's (components/report-tile).
 */
export type ReportDefinition<Answer> = {
  key: TileKey;
  titleKey: string;
  fetch: (request: ReportRequest, signal: AbortSignal) => Promise<Answer>;
  /**
   * What `fetch` reads besides the request (a report's own setting, as the columns of
   * performance monitoring): part of its query keys, so a change fetches anew.
   */
  queryScope?: readonly string[];
  /** A paged report: its number of pages, and the whole answer for the exports. */
  paging?: {
    pages: (answer: Answer) => number;
    fetchAll: (request: ReportRequest) => Promise<Answer>;
  };
  /**
   * A live report (docs/live.md): fetched again when the page's live stream announces a change of
   * one of these topics on its site, and every `pollMs` while no stream is open.
   */
  live?: { topics: readonly LiveTopic[]; pollMs: number };
  filters?: ReportFilter<Answer>[];
  figures: (answer: Answer, context: ReportContext) => ReportFigure[];
  /** How many figures, the first ones, a dashboard tile shows (4 by default); its screen all. */
  headline?: number;
  views: [ReportView<Answer>, ...ReportView<Answer>[]];
  chart?: ReportChartOf<Answer>;
  isEmpty: (answer: Answer) => boolean;
  /** What an empty answer says, when "no data for this period" does not fit. */
  emptyKey?: string;
  /**
   * The days the figures really cover, when the server may cut the period asked to the days the
   * herd has data for (docs/kpis.md, "No figure from days without data"); the tile says so.
   */
  coveredDays?: (answer: Answer) => { from: string; to: string } | null;
  /**
   * A list made for paper (the action lists: the walk of the barn) prints every row in its PDF;
   * other long grids print their first rows (PDF_MAX_ROWS) and say the CSV holds them all.
   */
  pdfWholeList?: true;
  /**
   * Its rows are indicators read side by side (performance monitoring's KPIs), not a list of
   * animals or events: shown and printed whole, never paged nor capped.
   */
  indicatorRows?: true;
};
