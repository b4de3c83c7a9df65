import { describe, expect, it } from 'vitest';
import { feedIntakeSchema, NOTIFICATION_CODES } from '@barnboard/domain';
import { simulateFeeding } from '../../src/simulator/feeding.js';
import { simulateHerd } from '../../src/simulator/index.js';

const END = '2025-12-31';
const herd = simulateHerd({ sows: 400, years: 1, seed: 42, endDate: END });
const options = { seed: 42, from: '2025-12-02', to: END };
const feeding = simulateFeeding(herd, options);

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('simulateFeeding', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(simulateFeeding(herd, options))).toBe(JSON.stringify(feeding));
    expect(JSON.stringify(simulateFeeding(herd, { ...options, seed: 43 }))).not.toBe(
      JSON.stringify(feeding),
    );
  });

  it('gives valid intakes in the exchange format, one per sow, day and kind', () => {
    const keys = new Set<string>();
    for (const intake of feeding.intakes) {
      expect(feedIntakeSchema.safeParse(intake).success).toBe(true);
      keys.add(`${intake.animal}|${intake.date}|${intake.kind}`);
      expect(intake.date >= options.from && intake.date <= options.to).toBe(true);
    }
    expect(keys.size).toBe(feeding.intakes.length);
  });

  it('feeds gestating sows plausibly: targets 2.2–3.2 kg, a few under-fed or not fed', () => {
    const gestation = feeding.intakes.filter((i) => i.kind === 'gestation');
    expect(gestation.length).toBeGreaterThan(200 * 25);
    for (const i of gestation) {
      expect(i.target_g).toBeGreaterThanOrEqual(2200);
      expect(i.target_g).toBeLessThanOrEqual(3200);
    }
    const notFed = gestation.filter((i) => i.distributed_g === 0).length / gestation.length;
    const under =
      gestation.filter((i) => i.distributed_g > 0 && i.distributed_g < 0.8 * i.target_g).length /
      gestation.length;
    const all = gestation.filter((i) => i.distributed_g === i.target_g).length / gestation.length;
    expect(notFed).toBeGreaterThan(0.005);
    expect(notFed).toBeLessThan(0.03);
    expect(under).toBeGreaterThan(0.01);
    expect(under).toBeLessThan(0.06);
    expect(all).toBeGreaterThan(0.9);
    // ~20 sows per station.
    const stations = feeding.stations.filter((s) => s.kind === 'gestation_station').length;
    const perDay = gestation.length / 30;
    expect(perDay / stations).toBeGreaterThan(10);
    expect(perDay / stations).toBeLessThanOrEqual(20);
  });

  it('gives 2–5 visits per fed sow and day, adding up to the distributed feed', () => {
    const byKey = new Map<string, { n: number; g: number }>();
    for (const v of feeding.visits) {
      const k = `${v.animal}|${v.date}`;
      const a = byKey.get(k) ?? { n: 0, g: 0 };
      a.n++;
      a.g += v.quantity_g;
      byKey.set(k, a);
    }
    for (const i of feeding.intakes.filter((x) => x.kind === 'gestation')) {
      const a = byKey.get(`${i.animal}|${i.date}`);
      if (i.distributed_g === 0) expect(a).toBeUndefined();
      else {
        expect(a!.n).toBeGreaterThanOrEqual(2);
        expect(a!.n).toBeLessThanOrEqual(5);
        expect(a!.g).toBe(i.distributed_g);
      }
    }
  });

  it('raises lactation intake from ~2.5 kg on day 1 to 6–8 kg by days 10–14', () => {
    const lactation = feeding.intakes.filter((i) => i.kind === 'lactation');
    const onDay = (days: number[]) =>
      mean(lactation.filter((i) => days.includes(i.day)).map((i) => i.distributed_g));
    expect(onDay([1])).toBeGreaterThan(2000);
    expect(onDay([1])).toBeLessThan(3000);
    expect(onDay([10, 11, 12, 13, 14])).toBeGreaterThan(6000);
    expect(onDay([10, 11, 12, 13, 14])).toBeLessThan(8000);
    for (const i of lactation) expect(i.station).toMatch(/^LF [A-Z]+-\d+$/);
  });

  it('raises station notifications at a low rate with codes of spec §8', () => {
    const codes = new Set<number>(NOTIFICATION_CODES);
    expect(feeding.notifications.length).toBeGreaterThan(0);
    expect(feeding.notifications.length).toBeLessThan(feeding.stations.length * 30 * 0.1);
    for (const n of feeding.notifications) expect(codes.has(n.code)).toBe(true);
  });
});
