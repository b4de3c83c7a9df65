import { dateOfDay } from '../../herd/day-number.js';
import type { KpiKey, Period } from '../catalogue.js';
import { periodRange } from '../period-range.js';
import { perYear, ratio } from '../ratio.js';
import type { DrillDownFacts, DrillDownSource } from './drill-down-facts.js';
import { DRILL_DOWN_RULES, splitsByUser, type DrillDownFormula } from './drill-down-rules.js';
import { drillDownWindow, type DrillDownWindow } from './drill-down-window.js';

export const DRILL_DOWN_EVENTS = [
  'service',
  'farrowing',
  'weaning',
  'piglet_death',
  'removal',
  'gilt_entry',
  'female',
] as const;
export type DrillDownEvent = (typeof DRILL_DOWN_EVENTS)[number];

const EVENT_OF: Record<DrillDownSource, DrillDownEvent> = {
  services: 'service',
  farrowings: 'farrowing',
  weanings: 'weaning',
  pigletDeaths: 'piglet_death',
  removals: 'removal',
  giltEntries: 'gilt_entry',
  females: 'female',
};

/** One animal or event behind a figure, and what it adds to the formula's two sums. */
export type DrillDownRow = {
  animal: string;
  event: DrillDownEvent;
  /** The event's date; null for a female (her days in the period count). */
  date: string | null;
  location: string | null;
  /** A service's outcome (SERVICE_OUTCOMES) or a removal's kind (REMOVAL_KINDS). */
  detail: string | null;
  /** What the row adds to the numerator, null when it is not counted there … */
  numerator: number | null;
  /** … and to the denominator. */
  denominator: number | null;
};

/** A KPI's figure for a period with every row behind it (docs/kpis.md, "Drill-down"). */
export type KpiExplanation = {
  key: KpiKey;
  from: string;
  to: string;
  /** The user whose recorded events alone are listed (splitsByUser keys); null: everyone's. */
  user: string | null;
  /** D, the days of the period. */
  days: number;
  /** The dates the rows come from, when not the period's (a lagged rate's services). */
  window: DrillDownWindow | null;
  formula: DrillDownFormula;
  /** The text key of the KPI's formula in words (the grids' hint). */
  formula_key: string;
  /** The figure, as the KPI report gives it. */
  value: number | null;
  /** Σ of the rows' numerators. */
  numerator: number;
  /** Σ of the rows' denominators; D for an average; null for a count. */
  denominator: number | null;
  /**
   * What the figure is over: the rows of the denominator (of the numerator without one), or the
   * denominator's sum where the rule says so (the piglets born alive of pre-weaning mortality).
   */
  n: number;
  rows: DrillDownRow[];
};

/**
 * The explanation of a key over a period from an engine's facts (with `user`, only the events
 * that user recorded, for a key that splitsByUser): each fact the key's rule counts becomes a row (a fact counted in neither sum is left out), rows are sorted (date, the
 * females last, then animal and the rest, by code units so both engines sort alike), and the
 * figure is computed from the rows' sums as the report computes it from its tallies.
 */
export function explainKpi(
  key: KpiKey,
  period: Period,
  facts: DrillDownFacts,
  user: string | null = null,
): KpiExplanation {
  if (user !== null && !splitsByUser(key)) {
    throw new RangeError(`${key} is made of females' days, not of events a user recorded`);
  }
  const rule = DRILL_DOWN_RULES[key];
  const days = periodRange(period).days;
  const rows: DrillDownRow[] = [];
  for (const [source, part] of Object.entries(rule.parts) as [
    DrillDownSource,
    {
      numerator?: (fact: never) => number | null;
      denominator?: (fact: never) => number | null;
    },
  ][]) {
    for (const fact of facts[source] ?? []) {
      if (user !== null && 'user' in fact && fact.user !== user) continue;
      const numerator = part.numerator?.(fact as never) ?? null;
      const denominator = part.denominator?.(fact as never) ?? null;
      if (numerator === null && denominator === null) continue;
      rows.push({
        animal: fact.animal,
        event: EVENT_OF[source],
        date: 'day' in fact ? dateOfDay(fact.day) : null,
        location: fact.location,
        detail: detailOf(fact),
        numerator,
        denominator,
      });
    }
  }
  rows.sort(compareRows);
  const sumOf = (pick: (row: DrillDownRow) => number | null) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const numerator = sumOf((row) => row.numerator);
  const denominatorSum = sumOf((row) => row.denominator);
  const usesDenominator = rule.formula !== 'count' && rule.formula !== 'average';
  const denominator =
    rule.formula === 'count' ? null : rule.formula === 'average' ? days : denominatorSum;
  return {
    key,
    from: period.from,
    to: period.to,
    user,
    days,
    window: drillDownWindow(key, period),
    formula: rule.formula,
    formula_key: kpiFormulaKey(key),
    value: figure(rule.formula, numerator, denominatorSum, days),
    numerator,
    denominator,
    n:
      rule.n === 'denominator'
        ? denominatorSum
        : rows.filter((row) => (usesDenominator ? row.denominator : row.numerator) !== null).length,
    rows,
  };
}

/** The text key of a KPI's formula in words, the one the performance grids hint with. */
export function kpiFormulaKey(key: KpiKey): string {
  return `performance.formulas.${key}`;
}

/** The catalogue's formula of the sums, evaluated in reportOfTallies' order. */
function figure(
  formula: DrillDownFormula,
  numerator: number,
  denominator: number,
  days: number,
): number | null {
  switch (formula) {
    case 'count':
      return numerator;
    case 'ratio':
      return ratio(numerator, denominator);
    case 'average':
      return numerator / days;
    case 'per_year':
      return perYear(numerator, days, denominator / days);
    case 'npd':
      return denominator === 0 ? null : (numerator / denominator) * 365;
  }
}

function detailOf(fact: object): string | null {
  if ('outcome' in fact) return fact.outcome as string;
  if ('kind' in fact) return fact.kind as string;
  return null;
}

const compareValues = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

function compareRows(a: DrillDownRow, b: DrillDownRow): number {
  return (
    compareValues(a.date, b.date) ||
    compareValues(a.animal, b.animal) ||
    DRILL_DOWN_EVENTS.indexOf(a.event) - DRILL_DOWN_EVENTS.indexOf(b.event) ||
    compareValues(a.location, b.location) ||
    compareValues(a.detail, b.detail) ||
    compareValues(a.numerator, b.numerator) ||
    compareValues(a.denominator, b.denominator)
  );
}
