import {
  lactationDaysIssue,
  tilePeriodIssue,
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

export type PeriodIssue = 'invalidCount' | 'tooManyDays';

/** Why a typed period cannot be saved, as a message key of reports.period. */
export function periodIssue(period: TilePeriod): PeriodIssue | null {
  if (!Number.isInteger(period.count) || period.count < 1) return 'invalidCount';
  return tilePeriodIssue(period) ? 'tooManyDays' : null;
}

export type DraftIssues = {
  day: boolean;
  period: PeriodIssue | null;
  lactationDays: LactationDaysIssue | null;
  comparison: boolean;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a draft before Apply; a comparison needs two columns to compare. */
export function draftIssues(draft: TileDraft): DraftIssues {
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
    comparison.ranges.every(
      (range) => ISO_DAY.test(range.from) && ISO_DAY.test(range.to) && range.from <= range.to,
    );
  return {
    day: !ISO_DAY.test(draft.day),
    period: periodIssue(draft.period),
    lactationDays: lactationDaysIssue(draft.lactationDays),
    comparison: columns < 2 || !rangesValid,
  };
}

export function hasIssues(issues: DraftIssues): boolean {
  return issues.day || issues.period !== null || issues.lactationDays !== null || issues.comparison;
}
