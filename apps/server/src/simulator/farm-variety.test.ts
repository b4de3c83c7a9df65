import type { HerdRecord } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { rampUpEnd, simulateHerd } from './index.js';

/**
 * What a farm sees in the simulated herd beyond its KPIs (issue 28, finding 14): sows that die
 * around farrowing and in lactation, pregnancy checks spread over the checks a farm makes, gilts
 * that acclimatise and some that never get served.
 */
const END = '2025-12-31';
const herd = simulateHerd({ sows: 1200, years: 2, seed: 42, endDate: END });
const FROM = rampUpEnd(END, 2);

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

const females = new Map<string, HerdRecord[]>();
for (const record of herd) {
  const list = females.get(record.animal);
  if (list) list.push(record);
  else females.set(record.animal, [record]);
}

const share = (part: number, whole: number) => part / whole;

describe('simulated herd: sow deaths', () => {
  // Deaths and euthanasia after the ramp-up, by where the sow stood.
  let deaths = 0;
  let aroundFarrowing = 0;
  let inLactation = 0;
  let lactationCulls = 0;
  for (const records of females.values()) {
    let lastService: number | null = null;
    let nursing = false;
    for (const r of records) {
      if (r.type === 'service') lastService = dayOf(r.date);
      if (r.type === 'farrowing') nursing = true;
      if (r.type === 'weaning') nursing = false;
      if (r.type !== 'removal' || r.date < FROM) continue;
      if (r.kind === 'cull') {
        if (nursing) lactationCulls++;
        continue;
      }
      if (r.kind === 'transfer') continue;
      deaths++;
      const dueWithinAWeek = lastService !== null && dayOf(r.date) - lastService >= 106;
      if (nursing) inLactation++;
      if (nursing || dueWithinAWeek) aroundFarrowing++;
    }
  }

  it('puts about half of them between the week before farrowing and weaning', () => {
    expect(share(aroundFarrowing, deaths)).toBeGreaterThan(0.4);
    expect(share(aroundFarrowing, deaths)).toBeLessThan(0.7);
    expect(share(inLactation, deaths)).toBeGreaterThan(0.2);
  });

  it('culls a few sows in lactation', () => {
    expect(lactationCulls).toBeGreaterThan(0);
  });
});

describe('simulated herd: pregnancy checks', () => {
  const days: number[] = [];
  const negativeDays: number[] = [];
  for (const records of females.values()) {
    let lastService: number | null = null;
    for (const r of records) {
      if (r.type === 'service') lastService = dayOf(r.date);
      if (r.type !== 'preg_check' || r.date < FROM || lastService === null) continue;
      days.push(dayOf(r.date) - lastService);
      if (r.result === 'negative') negativeDays.push(dayOf(r.date) - lastService);
    }
  }
  const within = (from: number, to: number) => days.filter((d) => d >= from && d <= to).length;

  it('checks most services at 21–35 days, re-checks some at 36–60, finds a few open at term', () => {
    expect(share(within(21, 35), days.length)).toBeGreaterThan(0.6);
    expect(share(within(36, 60), days.length)).toBeGreaterThan(0.1);
    expect(within(100, 118)).toBeGreaterThan(0);
    expect(share(within(100, 118), days.length)).toBeLessThan(0.02);
  });

  it('finds an open sow about 30 days after her service on average', () => {
    const mean = negativeDays.reduce((a, b) => a + b, 0) / negativeDays.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(36);
  });
});

describe('simulated herd: gilts', () => {
  type Gilt = { entry: number; born: number; firstService: number | null; removed: boolean };
  const gilts: Gilt[] = [];
  for (const records of females.values()) {
    const entry = records[0]!;
    if (entry.type !== 'entry' || entry.parity !== 0 || entry.date < FROM) continue;
    const service = records.find((r) => r.type === 'service');
    gilts.push({
      entry: dayOf(entry.date),
      born: dayOf(entry.birth_date!),
      firstService: service ? dayOf(service.date) : null,
      removed: records.at(-1)!.type === 'removal',
    });
  }
  const served = gilts.filter((g) => g.firstService !== null);

  it('arrive at about six months and are first served at about 200–260 days of age', () => {
    const ages = gilts.map((g) => g.entry - g.born);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(150);
    expect(Math.max(...ages)).toBeLessThanOrEqual(200);
    const serviceAges = served.map((g) => g.firstService! - g.born);
    const mean = serviceAges.reduce((a, b) => a + b, 0) / serviceAges.length;
    expect(mean).toBeGreaterThan(215);
    expect(mean).toBeLessThan(245);
  });

  it('are served at the end of a six-week acclimatisation, a few weeks late, some never', () => {
    const waits = served.map((g) => g.firstService! - g.entry);
    expect(share(waits.filter((w) => w >= 38 && w <= 48).length, waits.length)).toBeGreaterThan(
      0.8,
    );
    expect(waits.filter((w) => w > 63).length).toBeGreaterThan(0);
    expect(gilts.some((g) => g.removed && g.firstService === null)).toBe(true);
  });

  it('leaves some unserved gilts past the 240-day maturity age, not most', () => {
    const today = dayOf(END);
    const unserved = gilts.filter((g) => !g.removed && g.firstService === null);
    const old = unserved.filter((g) => today - g.born > 240);
    expect(old.length).toBeGreaterThan(0);
    expect(share(old.length, unserved.length)).toBeLessThan(0.3);
  });
});
