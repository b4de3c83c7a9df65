import { describe, expect, it } from 'vitest';
import { buildTimelines } from '../herd/build-timeline.js';
import { dayNumber } from '../herd/day-number.js';
import { day, days, herdBuilder } from '../herd/herd-builder.js';
import { KPI_KEYS, type KpiValues } from '../kpi/catalogue.js';
import { compareSites } from './compare-sites.js';
import { avgMatureFemales, femaleLivesOf, lactationIntakeKg } from './comparison-figures.js';

describe('lactationIntakeKg (spec §9: farm comparison lactation days 2 to 18)', () => {
  it('reads the intakes of lactation days 2 to 18 only, per sow-day, in kg', () => {
    expect(
      lactationIntakeKg([
        // Day 1 and days 19+ are left out, whatever they weigh.
        { day: 1, intakes: 10, distributed_g: 10 * 2_000 },
        { day: 2, intakes: 10, distributed_g: 10 * 5_000 },
        { day: 18, intakes: 5, distributed_g: 5 * 8_000 },
        { day: 19, intakes: 4, distributed_g: 4 * 9_000 },
        { day: 25, intakes: 2, distributed_g: 2 * 9_500 },
      ]),
    ).toBe((50_000 + 40_000) / 15 / 1000);
  });

  it('is null without an intake on those days', () => {
    expect(lactationIntakeKg([{ day: 1, intakes: 3, distributed_g: 6_000 }])).toBeNull();
    expect(lactationIntakeKg([])).toBeNull();
  });
});

describe('avgMatureFemales (spec §9: a 200-day maturity for the comparison’s inventory)', () => {
  const period = days(100, 109); // 10 days
  const from = dayNumber(day(100));

  it('counts a female’s days present from her 200th day of age', () => {
    // Born on day −95: 200 days old on day 105, the period's sixth day: 5 of its 10 days.
    expect(
      avgMatureFemales([{ entryDay: from - 50, removalDay: null, birthDay: from - 195 }], period),
    ).toBe(0.5);
    // Mature before the period, removed on day 108 (not present that day): 8 days.
    expect(
      avgMatureFemales(
        [{ entryDay: from - 50, removalDay: from + 8, birthDay: from - 400 }],
        period,
      ),
    ).toBe(0.8);
    // Still under 200 days on the period's last day: none.
    expect(
      avgMatureFemales([{ entryDay: from - 50, removalDay: null, birthDay: from - 150 }], period),
    ).toBe(0);
  });

  it('counts a female without a birth date from her entry, as avg_females', () => {
    expect(
      avgMatureFemales([{ entryDay: from + 3, removalDay: null, birthDay: null }], period),
    ).toBe(0.7);
  });

  it('reads the birth date of the entry record in the timelines', () => {
    const herd = herdBuilder();
    herd.records.push({
      type: 'entry',
      animal: 'G1',
      date: day(0),
      parity: 0,
      birth_date: day(-95),
    });
    herd.female('S1').entry(0, 2);
    const lives = femaleLivesOf(buildTimelines(herd.records));
    expect(lives).toEqual([
      { entryDay: dayNumber(day(0)), removalDay: null, birthDay: dayNumber(day(-95)) },
      { entryDay: dayNumber(day(0)), removalDay: null, birthDay: null },
    ]);
    // G1 is 200 days old on day 105: 5 days of 10; S1 all 10.
    expect(avgMatureFemales(lives, period)).toBe(1.5);
  });
});

describe('compareSites with the comparison’s figures', () => {
  const kpis = Object.fromEntries(KPI_KEYS.map((key) => [key, null])) as KpiValues;
  const sites = [6.1, 5.2, 7.3, 6.6].map((intake, index) => ({
    site_id: `00000000-0000-4000-8000-00000000000${index}`,
    kpis,
    figures: { lactation_intake_kg: intake, avg_females_200d: 100 * (index + 1) },
  }));

  it('ranks lactation intake, more is better, and not the inventory', () => {
    const answer = compareSites(days(0, 29), sites);
    expect(answer.group.lactation_intake_kg).toMatchObject({ sites: 4, better: { way: 'higher' } });
    expect(answer.sites.map((site) => site.quartiles.lactation_intake_kg)).toEqual([3, 4, 1, 2]);
    expect(answer.group.avg_females_200d).toMatchObject({ sites: 4, median: 250, better: null });
    expect(answer.sites.map((site) => site.quartiles.avg_females_200d)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(answer.sites[2]!.figures).toEqual({ lactation_intake_kg: 7.3, avg_females_200d: 300 });
  });
});
