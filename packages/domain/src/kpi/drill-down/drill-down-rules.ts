import {
  EARLY_WEANING_AGE_DAYS,
  LARGE_WEANING_COUNT,
  RETURN_RATIO_LAG_DAYS,
  SMALL_LITTER_BORN_ALIVE,
  VERY_SMALL_LITTER_BORN_ALIVE,
  type KpiKey,
} from '../catalogue.js';
import { SERVED_WITHIN_DAYS } from '../weaning-tally.js';
import type {
  DrillDownFacts,
  DrillDownSource,
  FarrowingFact,
  FemaleFact,
  RemovalFact,
  ServiceFact,
  ServiceWindow,
  WeaningFact,
} from './drill-down-facts.js';

/**
 * How a KPI's figure is made of its rows' sums (Σn the numerators, Σd the denominators, D the
 * days of the period), in the order reportOfTallies evaluates it, so the figure an explanation
 * recomputes is the report's to the last bit:
 * - `count`: Σn;
 * - `ratio`: Σn ÷ Σd (a per-litter or per-weaning mean, a mean of days, a fraction);
 * - `average`: Σn ÷ D (an average inventory: female days over days);
 * - `per_year`: ((Σn ÷ D) × 365) ÷ (Σd ÷ D) (a count a year per average female);
 * - `npd`: (Σn ÷ Σd) × 365 (non-productive over mated female days, a year's worth).
 */
export const DRILL_DOWN_FORMULAS = ['count', 'ratio', 'average', 'per_year', 'npd'] as const;
export type DrillDownFormula = (typeof DRILL_DOWN_FORMULAS)[number];

type FactOf<S extends DrillDownSource> = NonNullable<DrillDownFacts[S]>[number];

/** What a fact adds to the numerator and the denominator; null: it is not counted in it. */
type Part<F> = {
  numerator?: (fact: F) => number | null;
  denominator?: (fact: F) => number | null;
};

export type DrillDownRule = {
  formula: DrillDownFormula;
  /**
   * What the figure's n counts when it is not its rows: the denominator's sum (pre-weaning
   * mortality is over the piglets born alive, 9,108, not over the 696 litters listed), as the
   * grids' n and the formula's words say.
   */
  n?: 'denominator';
  /** The services read, when `parts.services` is given. */
  serviceWindow?: ServiceWindow;
  parts: { [S in DrillDownSource]?: Part<FactOf<S>> };
};

const one = () => 1;
const countedIf = (condition: boolean) => (condition ? 1 : null);

/** Each counted event once: the list of a count. */
const counted = { numerator: one };
/** Each event in the denominator, those meeting the condition in the numerator too. */
const share = <F>(condition: (fact: F) => boolean): Part<F> => ({
  numerator: (fact) => countedIf(condition(fact)),
  denominator: one,
});
/** Each event with a value in the numerator (its value) and the denominator (once). */
const meanOf = <F>(value: (fact: F) => number | null): Part<F> => ({
  numerator: value,
  denominator: (fact) => (value(fact) === null ? null : 1),
});
/** A mean over the events having a value, the numerator counting those meeting the condition. */
const shareOfValued = <F>(
  value: (fact: F) => number | null,
  condition: (value: number) => boolean,
): Part<F> => ({
  numerator: (fact) => {
    const v = value(fact);
    return v === null ? null : countedIf(condition(v));
  },
  denominator: (fact) => (value(fact) === null ? null : 1),
});

const presentDays: Part<FemaleFact> = {
  denominator: (female) => (female.presentDays > 0 ? female.presentDays : null),
};
const matedDays: Part<FemaleFact> = {
  denominator: (female) => (female.matedDays > 0 ? female.matedDays : null),
};
const removalsOf = (...kinds: RemovalFact['kind'][]): Part<RemovalFact> => ({
  numerator: (removal) => countedIf(kinds.includes(removal.kind)),
});
const farrowed = (service: ServiceFact) => service.outcome === 'farrowed';
const diedWith = (service: ServiceFact) =>
  service.outcome === 'removed' &&
  (service.removalKind === 'death' || service.removalKind === 'euthanasia');
const bornTotal = (litter: FarrowingFact) => litter.bornAlive + litter.stillborn + litter.mummified;
const weaned = (weaning: WeaningFact) => weaning.count;

/**
 * What each KPI's drill-down lists (docs/kpis.md, "Drill-down"): the events or females behind
 * the figure, each with what it adds to the numerator and denominator of the catalogue's formula.
 */
export const DRILL_DOWN_RULES: Record<KpiKey, DrillDownRule> = {
  services: { formula: 'count', serviceWindow: 'period', parts: { services: counted } },
  first_services: {
    formula: 'count',
    serviceWindow: 'period',
    parts: { services: { numerator: (service) => countedIf(service.first) } },
  },
  pc_repeat_services: {
    formula: 'ratio',
    serviceWindow: 'period',
    parts: { services: share((service) => !service.first) },
  },
  far_rate: { formula: 'ratio', serviceWindow: 'far_rate', parts: { services: share(farrowed) } },
  litters: { formula: 'count', parts: { farrowings: counted } },
  total_born: { formula: 'ratio', parts: { farrowings: meanOf(bornTotal) } },
  born_alive: { formula: 'ratio', parts: { farrowings: meanOf((litter) => litter.bornAlive) } },
  stillborn: { formula: 'ratio', parts: { farrowings: meanOf((litter) => litter.stillborn) } },
  mummified: { formula: 'ratio', parts: { farrowings: meanOf((litter) => litter.mummified) } },
  ges_length: { formula: 'ratio', parts: { farrowings: meanOf((litter) => litter.gestationDays) } },
  weanings: { formula: 'count', parts: { weanings: counted } },
  weaned: { formula: 'count', parts: { weanings: { numerator: weaned } } },
  weaned_per_litter: { formula: 'ratio', parts: { weanings: meanOf(weaned) } },
  wean_age: { formula: 'ratio', parts: { weanings: meanOf((weaning) => weaning.weanAgeDays) } },
  pre_wean_mortality: {
    formula: 'ratio',
    n: 'denominator',
    parts: {
      pigletDeaths: { numerator: (death) => death.count },
      farrowings: { denominator: (litter) => litter.bornAlive },
    },
  },
  wsi: { formula: 'ratio', parts: { weanings: meanOf((weaning) => weaning.daysToService) } },
  pc_served_7d: {
    formula: 'ratio',
    parts: {
      weanings: share(
        (weaning) => weaning.daysToService !== null && weaning.daysToService <= SERVED_WITHIN_DAYS,
      ),
    },
  },
  avg_females: {
    formula: 'average',
    parts: { females: { numerator: (female) => presentDays.denominator!(female) } },
  },
  avg_mated_females: {
    formula: 'average',
    parts: { females: { numerator: (female) => matedDays.denominator!(female) } },
  },
  litters_mf_year: { formula: 'per_year', parts: { farrowings: counted, females: matedDays } },
  pw_mf_year: {
    formula: 'per_year',
    parts: { weanings: { numerator: weaned }, females: matedDays },
  },
  pc_culling: {
    formula: 'per_year',
    parts: { removals: removalsOf('cull'), females: presentDays },
  },
  pc_mortality: {
    formula: 'per_year',
    parts: { removals: removalsOf('death', 'euthanasia'), females: presentDays },
  },
  replacement_rate: {
    formula: 'per_year',
    parts: { giltEntries: counted, females: presentDays },
  },
  parity: { formula: 'ratio', parts: { females: meanOf((female) => female.parityOnTo) } },
  npd: {
    formula: 'npd',
    parts: {
      females: {
        numerator: (female) =>
          female.matedDays > 0 ? female.matedDays - female.productiveMatedDays : null,
        denominator: matedDays.denominator!,
      },
    },
  },
  adj_far_rate: {
    formula: 'ratio',
    serviceWindow: 'far_rate',
    parts: {
      services: {
        numerator: (service) => countedIf(farrowed(service)),
        denominator: (service) => (diedWith(service) ? null : 1),
      },
    },
  },
  return_ratio: {
    formula: 'ratio',
    serviceWindow: 'return_ratio',
    parts: {
      services: share(
        (service) =>
          service.outcome === 'returned' &&
          service.outcomeDay! - service.day <= RETURN_RATIO_LAG_DAYS,
      ),
    },
  },
  farrowing_interval: {
    formula: 'ratio',
    parts: { farrowings: meanOf((litter) => litter.intervalDays) },
  },
  entry_to_service: {
    formula: 'ratio',
    serviceWindow: 'period',
    parts: { services: meanOf((service) => service.daysSinceEntry) },
  },
  gilts_entered: { formula: 'count', parts: { giltEntries: counted } },
  pc_litters_lt7: {
    formula: 'ratio',
    parts: { farrowings: share((litter) => litter.bornAlive < VERY_SMALL_LITTER_BORN_ALIVE) },
  },
  pc_litters_lt10: {
    formula: 'ratio',
    parts: { farrowings: share((litter) => litter.bornAlive < SMALL_LITTER_BORN_ALIVE) },
  },
  pc_weanings_ge12: {
    formula: 'ratio',
    parts: { weanings: share((weaning) => weaning.count >= LARGE_WEANING_COUNT) },
  },
  pc_weaned_lt17d: {
    formula: 'ratio',
    parts: {
      weanings: shareOfValued(
        (weaning) => weaning.weanAgeDays,
        (age) => age < EARLY_WEANING_AGE_DAYS,
      ),
    },
  },
  removal_rate: {
    formula: 'per_year',
    parts: { removals: removalsOf('cull', 'death', 'euthanasia'), females: presentDays },
  },
  cull_parity: {
    formula: 'ratio',
    parts: {
      removals: {
        numerator: (removal) => (removal.kind === 'cull' ? removal.parity : null),
        denominator: (removal) => countedIf(removal.kind === 'cull'),
      },
    },
  },
};

/**
 * Whether a key's list can be cut to the events one user recorded: those made of events only
 * (not of females' days, which no one records).
 */
export function splitsByUser(key: KpiKey): boolean {
  return DRILL_DOWN_RULES[key].parts.females === undefined;
}

/** The facts a key's drill-down reads (an engine fetches only these). */
export function drillDownSources(key: KpiKey): DrillDownSource[] {
  return Object.keys(DRILL_DOWN_RULES[key].parts) as DrillDownSource[];
}
