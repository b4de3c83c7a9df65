import { mortalityBand, type MortalityBand } from '../kpi/bands.js';
import { PIGLET_MORTALITY_BANDS, type Period } from '../kpi/catalogue.js';
import { inRange, periodRange } from '../kpi/period-range.js';
import { ratio } from '../kpi/ratio.js';
import { zeroCounts } from './analysis-query.js';
import { pigletCauseGroup, type PigletCauseGroup } from './cause-groups.js';
import { parityGroup, PARITY_GROUPS, type ParityGroup } from './parity-groups.js';
import type { PigletMortality } from './piglet-mortality-api.js';
import { compareOptionalNames } from './rooms.js';
import { periodWeeks } from './weeks.js';

/**
 * Piglet mortality (docs/herd-analysis.md): the piglet deaths of a period by the age of their
 * litter, by cause, by the sow's parity and room, and week by week, each measured against the
 * piglets born alive in the same period as the contract's pre-weaning mortality (deaths in P ÷
 * born alive in P, docs/kpis.md).
 */

/** One piglet_death record (day numbers). */
export type PigletDeathRow = {
  day: number;
  count: number;
  /** Her litter's age band at the death; null when she had not farrowed before it. */
  band: MortalityBand | null;
  cause: string | null;
  /** The sow's parity on the day of the deaths. */
  parity: number;
  /** The room the sow was in (docs/herd-analysis.md, "Where a sow is"); null: not known. */
  room: string | null;
};

/**
 * The band of a death by her litter's age: her latest farrowing dated on or before the death
 * (docs/kpis.md, "Mortality bands"), from her farrowing days in order; null without one.
 */
export function deathBand(farrowingDays: readonly number[], day: number): MortalityBand | null {
  let litter: number | null = null;
  for (const farrowing of farrowingDays) if (farrowing <= day) litter = farrowing;
  return litter === null ? null : mortalityBand(day - litter);
}

/** One farrowing. */
export type LitterRow = {
  day: number;
  bornAlive: number;
  /** The sow's parity with this litter (it counts). */
  parity: number;
  room: string | null;
};

/** Only the deaths (and litters) of these groups; an empty list is every group. */
export type PigletMortalityFilters = {
  parity: readonly ParityGroup[];
  cause: readonly PigletCauseGroup[];
};

type Figures = {
  litters: number;
  born_alive: number;
  deaths: number;
  bands: Record<MortalityBand, number>;
};

const noFigures = (): Figures => ({
  litters: 0,
  born_alive: 0,
  deaths: 0,
  bands: zeroCounts(PIGLET_MORTALITY_BANDS),
});

function addLitter(figures: Figures, litter: LitterRow): void {
  figures.litters++;
  figures.born_alive += litter.bornAlive;
}

function addDeath(figures: Figures, death: PigletDeathRow): void {
  figures.deaths += death.count;
  if (death.band !== null) figures.bands[death.band] += death.count;
}

const withMortality = (figures: Figures) => ({
  ...figures,
  pre_wean_mortality: ratio(figures.deaths, figures.born_alive),
});

/** The figures of each key, created on first use, in the order keys came. */
class Groups<Key> {
  readonly byKey = new Map<Key, Figures>();
  of(key: Key): Figures {
    let figures = this.byKey.get(key);
    if (!figures) this.byKey.set(key, (figures = noFigures()));
    return figures;
  }
}

const passes = <T>(allowed: readonly T[], value: T) =>
  allowed.length === 0 || allowed.includes(value);

export function pigletMortality(
  period: Period,
  deathRows: readonly PigletDeathRow[],
  litterRows: readonly LitterRow[],
  filters: PigletMortalityFilters,
): PigletMortality {
  const range = periodRange(period);
  // A cause says nothing of litters: only the parity filter narrows them.
  const litters = litterRows.filter(
    (row) => inRange(row.day, range) && passes(filters.parity, parityGroup(row.parity)),
  );
  const deaths = deathRows.filter(
    (row) =>
      inRange(row.day, range) &&
      passes(filters.parity, parityGroup(row.parity)) &&
      passes(filters.cause, pigletCauseGroup(row.cause)),
  );

  const total = noFigures();
  const { weeks, weekOf } = periodWeeks(period);
  const byWeek = weeks.map(() => noFigures());
  const parities = new Groups<ParityGroup>();
  const rooms = new Groups<string | null>();
  const causes = new Groups<string | null>();

  for (const litter of litters) {
    addLitter(total, litter);
    addLitter(byWeek[weekOf(litter.day)]!, litter);
    addLitter(parities.of(parityGroup(litter.parity)), litter);
    addLitter(rooms.of(litter.room), litter);
  }
  let noLitter = 0;
  for (const death of deaths) {
    addDeath(total, death);
    addDeath(byWeek[weekOf(death.day)]!, death);
    addDeath(parities.of(parityGroup(death.parity)), death);
    addDeath(rooms.of(death.room), death);
    addDeath(causes.of(death.cause), death);
    if (death.band === null) noLitter += death.count;
  }

  return {
    from: period.from,
    to: period.to,
    ...withMortality(total),
    no_litter: noLitter,
    weeks: weeks.map((week, index) => ({
      from: week.from,
      to: week.to,
      ...withMortality(byWeek[index]!),
    })),
    causes: [...causes.byKey]
      .map(([cause, figures]) => ({
        cause,
        group: pigletCauseGroup(cause),
        deaths: figures.deaths,
        bands: figures.bands,
        pre_wean_mortality: ratio(figures.deaths, total.born_alive),
      }))
      .sort((a, b) => b.deaths - a.deaths || compareOptionalNames(a.cause, b.cause)),
    parities: PARITY_GROUPS.filter((group) => passes(filters.parity, group)).map((group) => ({
      group,
      ...withMortality(parities.of(group)),
    })),
    rooms: [...rooms.byKey]
      .sort(([a], [b]) => compareOptionalNames(a, b))
      .map(([room, figures]) => ({ room, ...withMortality(figures) })),
  };
}
