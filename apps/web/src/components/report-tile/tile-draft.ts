import {
  lactationDaysIssue,
  tilePeriodIssue,
  tilePeriodRange,
  toStoredMonths,
  type LactationDays,
  type LactationDaysIssue,
  type TilePeriod,
} from '@barnboard/domain';
import type { Comparison } from '../../lib/reports/comparison';

/** What the filter panel edits; nothing changes on the tile until Apply (spec §2). */
export type TileDraft = {
  day: string;
  period: TilePeriod;
  lactationDays: LactationDays;
  filters: Record<string, string[]>;
  comparison: Comparison;
};

export type PeriodIssue = 'invalidCount' | 'tooManyDays' | 'tooFarBack';

/**
 * The dates a tile's periods may cover: up to today, and from `earliest` on for a tile that
 * shows at most a number of days (TILES[key].maxDays); null `earliest` otherwise.
 */
export type DraftLimits = { today: string; earliest: string | null };

/** Why a typed period cannot be saved, as a message key of reports.period. */
export function periodIssue(period: TilePeriod, limits: DraftLimits): PeriodIssue | null {
  if (!Number.isInteger(period.count) || period.count < 1) return 'invalidCount';
  if (tilePeriodIssue(period)) return 'tooManyDays';
  const { earliest, today } = limits;
  if (earliest !== null && tilePeriodRange(toStoredMonths(period), today).from < earliest) {
    return 'tooFarBack';
  }
  return null;
}

/** Whether a compared range lies within the limits. */
export function rangeAllowed(range: { from: string; to: string }, limits: DraftLimits): boolean {
  return (
    ISO_DAY.test(range.from) &&
    ISO_DAY.test(range.to) &&
    range.from <= range.to &&
    (limits.earliest === null || (range.from >= limits.earliest && range.to <= limits.today))
  );
}

export type DraftIssues = {
  day: boolean;
  period: PeriodIssue | null;
  lactationDays: LactationDaysIssue | null;
  comparison: boolean;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a draft before Apply; a comparison needs two columns to compare. */
export function draftIssues(draft: TileDraft, limits: DraftLimits): DraftIssues {
  const { comparison } = draft;
  const columns =
    comparison.kind === 'none'
      ? 2
      : comparison.kind === 'periods'
        ? comparison.ranges.length + 1
        : comparison.kind === 'sites'
          ? comparison.siteIds.length
          : comparison.kind === 'filters'
            ? comparison.values.length
            : comparison.names.length;
  const rangesValid =
    comparison.kind !== 'periods' ||
    comparison.ranges.every((range) => rangeAllowed(range, limits));
  return {
    day: !ISO_DAY.test(draft.day),
    period: periodIssue(draft.period, limits),
    lactationDays: lactationDaysIssue(draft.lactationDays),
    comparison: columns < 2 || !rangesValid,
  };
}

export function hasIssues(issues: DraftIssues): boolean {
  return issues.day || issues.period !== null || issues.lactationDays !== null || issues.comparison;
}
