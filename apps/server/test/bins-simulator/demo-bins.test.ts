import { BIN_TYPES, binSnapshot } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_BINS,
  demoBinDailyKg,
  demoBinHistories,
  demoBinSpecs,
} from '../../src/seed/demo-bins.js';
import { DEMO_HERD } from '../../src/seed/demo-herds.js';
import {
  BIN_PARAMETERS as P,
  DAY_MS,
  FEEDS,
  type SimBinHistory,
} from '../../src/simulator/bins/index.js';
import { pageSnapshot } from '../support/simulated-bin-snapshot.js';

const NOW = new Date('2026-06-01T08:00:00Z');
const histories = demoBinHistories(NOW, DEMO_HERD.sows);
const byKey = (key: string) => histories.find((h) => h.spec.key === key)!;

const snapshot = (h: SimBinHistory) => pageSnapshot(h, NOW.getTime());

describe('the demo bins', () => {
  it('are seven bins of every type in the maternity’s three buildings, two on each other site', () => {
    const maternity = DEMO_BINS.filter((b) => b.site === 'maternity');
    expect(maternity).toHaveLength(7);
    expect(new Set(maternity.map((b) => b.model.type))).toEqual(new Set(BIN_TYPES));
    expect(new Set(maternity.map((b) => b.building))).toEqual(
      new Set(['Gestation 1', 'Mise bas A', 'Mise bas B']),
    );
    expect(DEMO_BINS.filter((b) => b.site === 'nursery')).toHaveLength(2);
    expect(DEMO_BINS.filter((b) => b.site === 'finishing')).toHaveLength(2);
    expect(new Set(DEMO_BINS.map((b) => b.devEui)).size).toBe(DEMO_BINS.length);
    for (const bin of DEMO_BINS) expect(bin.devEui).toMatch(/^[0-9a-f]{16}$/);
  });

  it('eat what the demo herd eats: 2.5 kg a gestating sow, 6 kg a lactating sow a day', () => {
    const lactating = DEMO_HERD.sows * P.herd.lactatingShare;
    const total = (phase: string) =>
      DEMO_BINS.filter((b) => 'phase' in b.ration && b.ration.phase === phase).reduce(
        (sum, b) => sum + demoBinDailyKg(b, DEMO_HERD.sows),
        0,
      );
    expect(total('gestation')).toBeCloseTo((DEMO_HERD.sows - lactating) * 2.5, 6);
    expect(total('lactation')).toBeCloseTo(lactating * 6, 6);
    // Half the herd, half the feed.
    expect(demoBinSpecs(600)[0]!.dailyKg).toBeCloseTo(demoBinSpecs(1200)[0]!.dailyKg / 2, 6);
    const densities = demoBinSpecs(DEMO_HERD.sows).map((s) => s.densityKgM3);
    expect(new Set(densities)).toEqual(new Set([641, 650, 660, 390, 680, 620]));
    // Growing pigs: 0.6 kg a weaned piglet, 2.4 kg a finishing pig a day.
    const pigs = DEMO_BINS.filter((b) => b.site === 'finishing');
    expect(pigs.reduce((sum, b) => sum + demoBinDailyKg(b, DEMO_HERD.sows), 0)).toBe(2880);
    expect(FEEDS.barley.densityKgM3).toBe(390);
  });

  it('have about 700 readings each over two months, the last within 2 hours of now', () => {
    for (const h of histories) {
      expect(h.readings.length).toBeGreaterThanOrEqual(690);
      expect(h.readings.length).toBeLessThanOrEqual(720);
      expect(NOW.getTime() - h.readings.at(-1)!.at).toBeLessThan(2 * 3_600_000);
      expect(NOW.getTime() - h.readings[0]!.at).toBeGreaterThan(59.9 * DAY_MS);
      expect(h.deliveries.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('show the scenarios on the page’s own analytics', () => {
    const warnings = Object.fromEntries(
      histories.map((h) => [h.spec.key, snapshot(h).warnings.map((w) => w.code)]),
    );
    // Low battery on A-1 only; nothing else is wrong with any bin now.
    expect(warnings).toEqual({
      'g1-1': [],
      'g1-2': [],
      'g1-3': [],
      'a-1': ['low_battery'],
      'a-2': [],
      'b-1': [],
      'b-2': [],
      'p-1': [],
      'p-2': [],
      'en-1': [],
      'es-1': [],
    });
    // G1-2 runs empty within 2 days; every other bin has more than 2 days of feed.
    for (const h of histories) {
      const { forecast, quantityKg: kg } = snapshot(h);
      if (h.spec.key === 'g1-2') {
        expect(kg).toBeGreaterThan(0);
        expect(forecast!.daysUntilEmpty).toBeLessThanOrEqual(2);
      } else {
        expect(forecast!.daysUntilEmpty).toBeGreaterThan(2);
      }
    }
    // A-2 missed a day of uplinks a few days ago.
    const missed = byKey('a-2').missed!;
    expect((missed.to - missed.from) / 3_600_000).toBeGreaterThanOrEqual(24);
    expect(histories.filter((h) => h.missed !== null).map((h) => h.spec.key)).toEqual(['a-2']);
  });

  it('keep their scenarios whatever the time of the start', () => {
    for (let i = 1; i <= 12; i++) {
      const now = new Date(NOW.getTime() + i * 31.7 * 3_600_000 * 24 + i * 3_700_000);
      const near = demoBinHistories(now, DEMO_HERD.sows).map((h) => {
        const s = binSnapshot({
          readings: h.readings.map((r) => ({
            at: r.at,
            quantityKg: r.distanceMm === null ? null : r.quantityKg,
            fillPercent: null,
            fillHeightM: null,
            batteryMv: r.batteryMv,
            temperatureC: r.temperatureC,
            rssi: r.gateways[0]!.rssi,
            snr: r.gateways[0]!.snr,
            firmware: r.firmware,
          })),
          capacityKg: h.capacityKg,
          sensorHeightM: h.sensorHeightM,
          now: now.getTime(),
          renewalAt: null,
          wrongPortCount: 0,
        });
        return s.forecast!.daysUntilEmpty <= 2;
      });
      expect(near).toEqual(DEMO_BINS.map((bin) => bin.key === 'g1-2'));
    }
  });
});
