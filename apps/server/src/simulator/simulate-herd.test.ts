import {
  computeKpiReport,
  herdRecordSchema,
  type HerdRecord,
  type KpiKey,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { historyStart, rampUpEnd, simulateHerd } from './index.js';

const END = '2025-12-31';
const USERS = ['anna@farm.example', 'ben@farm.example', 'carl@farm.example'];

const herd = simulateHerd({ sows: 1200, years: 2, seed: 42, endDate: END, users: USERS });

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a sow left the herd with a litter at foot (her piglets are fostered that day). */
function orphaningDates(records: HerdRecord[]): Set<string> {
  const dates = new Set<string>();
  for (const animalRecords of byAnimal(records).values()) {
    let nursing = false;
    for (const r of animalRecords) {
      if (r.type === 'farrowing') nursing = true;
      if (r.type === 'weaning') nursing = false;
      if (r.type === 'removal' && nursing) dates.add(r.date);
    }
  }
  return dates;
}

function byAnimal(records: HerdRecord[]): Map<string, HerdRecord[]> {
  const map = new Map<string, HerdRecord[]>();
  for (const record of records) {
    const list = map.get(record.animal);
    if (list) list.push(record);
    else map.set(record.animal, [record]);
  }
  return map;
}

describe('simulateHerd: determinism and options', () => {
  it('gives byte-identical records for the same seed and options', () => {
    const options = { sows: 200, years: 1, seed: 7, endDate: '2024-06-30', users: ['a', 'b'] };
    expect(JSON.stringify(simulateHerd(options))).toBe(JSON.stringify(simulateHerd(options)));
  });

  it('gives another history for another seed', () => {
    const a = simulateHerd({ sows: 200, years: 1, seed: 7, endDate: '2024-06-30' });
    const b = simulateHerd({ sows: 200, years: 1, seed: 8, endDate: '2024-06-30' });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it('refuses options it cannot honour', () => {
    const base = { sows: 10, years: 1, seed: 1, endDate: END };
    expect(() => simulateHerd({ ...base, sows: 0 })).toThrow(RangeError);
    expect(() => simulateHerd({ ...base, sows: 2.5 })).toThrow(RangeError);
    expect(() => simulateHerd({ ...base, years: 0 })).toThrow(RangeError);
    expect(() => simulateHerd({ ...base, seed: -1 })).toThrow(RangeError);
    expect(() => simulateHerd({ ...base, endDate: '2025-02-30' })).toThrow(RangeError);
  });

  it('starts `years` before the end date and leaves out `user` without users', () => {
    expect(historyStart('2025-12-31', 2)).toBe('2024-01-01');
    expect(historyStart('2024-03-15', 1)).toBe('2023-03-16');
    const small = simulateHerd({ sows: 50, years: 1, seed: 3, endDate: '2024-06-30' });
    expect(small[0]!.date).toBe('2023-07-01');
    expect(small.at(-1)!.date <= '2024-06-30').toBe(true);
    expect(small.some((r) => r.user !== undefined)).toBe(false);
  });
});

describe('simulateHerd: records', () => {
  it('validates every record against the exchange schema, unchanged by parsing', () => {
    for (const record of herd) {
      const parsed = herdRecordSchema.safeParse(record);
      expect(parsed.success, JSON.stringify(record)).toBe(true);
      expect(parsed.data).toEqual(record);
    }
  });

  it('gives every record a unique id, a user from the list, and sorts by date then animal', () => {
    expect(new Set(herd.map((r) => r.id)).size).toBe(herd.length);
    expect(herd.every((r) => r.id?.startsWith('sim-42-'))).toBe(true);
    expect(herd.every((r) => r.user !== undefined && USERS.includes(r.user))).toBe(true);
    for (let i = 1; i < herd.length; i++) {
      const a = herd[i - 1]!;
      const b = herd[i]!;
      expect(a.date < b.date || (a.date === b.date && a.animal <= b.animal)).toBe(true);
    }
    expect(herd[0]!.date).toBe('2024-01-01');
    expect(herd.at(-1)!.date <= END).toBe(true);
    expect(herd.some((r) => r.time !== undefined)).toBe(true);
  });

  it('orders each female’s events by the format’s rules', () => {
    const problems: string[] = [];
    const orphaning = orphaningDates(herd);
    for (const [animal, records] of byAnimal(herd)) {
      const fail = (message: string) => problems.push(`${animal}: ${message}`);
      if (records[0]!.type !== 'entry') fail('first record is not an entry');
      let served = false;
      let unweaned: { day: number; alive: number } | null = null;
      let lastTime = '';
      for (let i = 0; i < records.length; i++) {
        const r = records[i]!;
        const day = dayOf(r.date);
        if (i > 0 && r.type === 'entry') fail('second entry');
        if (r.type === 'removal' && i !== records.length - 1) fail('events after removal');
        if (i > 0 && r.date === records[i - 1]!.date && r.time && lastTime && r.time < lastTime) {
          fail(`times out of order on ${r.date}`);
        }
        lastTime = r.time ?? (i > 0 && r.date === records[i - 1]!.date ? lastTime : '');
        switch (r.type) {
          case 'service':
            served = true;
            if (unweaned) fail(`service during lactation on ${r.date}`);
            break;
          case 'farrowing':
            if (!served) fail(`farrowing without a service on ${r.date}`);
            if (unweaned) fail(`farrowing before the last litter was weaned on ${r.date}`);
            served = false;
            unweaned = { day, alive: r.born_alive };
            break;
          case 'piglet_death':
          case 'foster': {
            if (!unweaned) {
              fail(`${r.type} without a litter on ${r.date}`);
              break;
            }
            // Litters are evened out in their first 2 days; orphans are fostered when they are.
            if (r.type === 'foster' && day - unweaned.day > 2 && !orphaning.has(r.date)) {
              fail('foster after day 2');
            }
            unweaned.alive += r.type === 'foster' ? r.count : -r.count;
            if (unweaned.alive < 0) fail(`negative litter on ${r.date}`);
            break;
          }
          case 'removal':
            if (unweaned && unweaned.alive !== 0)
              fail(`left ${unweaned.alive} piglets on ${r.date}`);
            break;
          case 'weaning':
            if (!unweaned) fail(`weaning without an unweaned farrowing on ${r.date}`);
            else if (r.count !== unweaned.alive)
              fail(`weaning count ${r.count} ≠ ${unweaned.alive}`);
            if (r.count < 0) fail('negative weaning count');
            unweaned = null;
            break;
          default:
            break;
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('fosters in pairs: what one sow gives another receives the same day', () => {
    const net = new Map<string, number>();
    for (const r of herd) {
      if (r.type === 'foster') net.set(r.date, (net.get(r.date) ?? 0) + r.count);
    }
    expect(net.size).toBeGreaterThan(0);
    expect([...net.values()].every((n) => n === 0)).toBe(true);
  });

  it('uses every kind of record and removal, and realistic locations', () => {
    const types = new Set(herd.map((r) => r.type));
    expect([...types].sort()).toEqual(
      [
        'abortion',
        'entry',
        'farrowing',
        'foster',
        'heat',
        'move',
        'piglet_death',
        'preg_check',
        'removal',
        'service',
        'weaning',
      ].sort(),
    );
    const kinds = new Set(herd.flatMap((r) => (r.type === 'removal' ? [r.kind] : [])));
    expect([...kinds].sort()).toEqual(['cull', 'death', 'euthanasia', 'transfer']);
    const moves = herd.flatMap((r) => (r.type === 'move' ? [r.location] : []));
    expect(moves.every((l) => /^(Gestation pen \d+|Farrowing [A-Z]+-\d+)$/.test(l))).toBe(true);
    const entries = herd.filter((r) => r.type === 'entry');
    const initial = entries.filter((r) => r.date === '2024-01-01');
    expect(initial.length).toBeGreaterThanOrEqual(1200);
    expect(new Set(initial.map((r) => r.parity))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('has litters rising from parity 1 to a peak at parity 3–5, then declining', () => {
    const sums = new Map<number, { born: number; litters: number }>();
    for (const records of byAnimal(herd).values()) {
      let parity = 0;
      for (const r of records) {
        if (r.type === 'entry') parity = r.parity;
        if (r.type !== 'farrowing') continue;
        parity++;
        const bucket = Math.min(parity, 8);
        const s = sums.get(bucket) ?? { born: 0, litters: 0 };
        s.born += r.born_alive + r.stillborn + r.mummified;
        s.litters++;
        sums.set(bucket, s);
      }
    }
    const mean = (p: number) => sums.get(p)!.born / sums.get(p)!.litters;
    const peak = Math.max(mean(3), mean(4), mean(5));
    expect(peak).toBeGreaterThan(mean(1) + 0.5);
    expect(peak).toBeGreaterThan(mean(8) + 0.5);
  });
});

/**
 * KPIs of the year after the ramp-up, by the reference implementation, against the typical values
 * of domain-notes §3.
 */
const KPI_RANGES: [KpiKey, number, number][] = [
  // benchmarks.md: US 25.6 (2023) to 27.27 (2024).
  ['pw_mf_year', 25, 27.3],
  ['born_alive', 13, 14],
  ['total_born', 14, 16],
  ['stillborn', 0.6, 1.4],
  ['mummified', 0.1, 0.5],
  ['pre_wean_mortality', 0.12, 0.15],
  // benchmarks.md: SMS average 36.4, bottom quarter 41.8 (PRRS herds 70–80).
  ['npd', 30, 50],
  ['far_rate', 0.8, 0.88],
  ['wsi', 5, 7],
  ['wean_age', 19, 21],
  ['ges_length', 114, 116],
  ['pc_culling', 0.38, 0.47],
  ['pc_mortality', 0.07, 0.12],
  ['replacement_rate', 0.5, 0.6],
  ['parity', 2.8, 4.2],
  ['litters_mf_year', 2.2, 2.45],
  ['avg_mated_females', 1140, 1260],
];

describe('simulateHerd: KPIs of the year after the ramp-up (1200 sows, 2 years, seed 42)', () => {
  const from = rampUpEnd(END, 2);
  const to = addDays(from, 364);
  const report = computeKpiReport(herd, { from, to });

  it('uses a period after the ramp-up and before the last day', () => {
    expect(from).toBe('2024-05-30');
    expect(to <= END).toBe(true);
  });

  it.each(KPI_RANGES)('%s lies in [%f, %f]', (key, min, max) => {
    const value = report.kpis[key];
    expect(value).not.toBeNull();
    expect(value!).toBeGreaterThanOrEqual(min);
    expect(value!).toBeLessThanOrEqual(max);
  });

  it('returns mostly in the regular band, piglet deaths mostly in days 0–2', () => {
    const bands = report.return_bands;
    const returns = Object.values(bands).reduce((a, b) => a + b, 0);
    expect(bands.regular).toBe(Math.max(...Object.values(bands)));
    expect(bands.regular / returns).toBeGreaterThan(0.3);
    for (const band of ['early', 'irregular', 'regular_second', 'late'] as const) {
      expect(bands[band]).toBeGreaterThan(0);
    }
    const deaths = report.piglet_mortality_bands;
    expect(deaths['0-2']).toBeGreaterThan(deaths['3-8']);
    expect(deaths['3-8']).toBeGreaterThan(deaths['9+']);
    expect(deaths['9+']).toBeGreaterThan(0);
  });

  it('serves about 90 % of the weaned sows it keeps within 7 days', () => {
    let served = 0;
    let within7 = 0;
    for (const records of byAnimal(herd).values()) {
      for (let i = 0; i < records.length; i++) {
        const r = records[i]!;
        if (r.type !== 'weaning' || r.date < from || r.date > to) continue;
        const next = records.slice(i + 1).find((x) => x.type === 'service' || x.type === 'removal');
        if (next?.type !== 'service') continue;
        served++;
        if (dayOf(next.date) - dayOf(r.date) <= 7) within7++;
      }
    }
    expect(within7 / served).toBeGreaterThan(0.85);
    expect(within7 / served).toBeLessThan(0.95);
  });
});
