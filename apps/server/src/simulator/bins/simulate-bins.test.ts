import {
  fillHeightFromDistance,
  hopperHeight,
  normalizeChirpstackUplink,
  totalCapacity,
  volumeAtFillHeight,
} from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { pageSnapshot } from '../../../test/support/simulated-bin-snapshot.js';
import {
  BIN_PARAMETERS as P,
  binShape,
  chirpstackUpEvent,
  DAY_MS,
  FEEDS,
  HOUR_MS,
  simulateBins,
  type SimBinHistory,
  type SimBinSpec,
} from './index.js';

const END = Date.parse('2026-03-15T14:00:00Z');

/** One bin of each type, with the dimensions of domain-notes §5. */
const specs: SimBinSpec[] = [
  {
    key: 'regular',
    devEui: '0000000000000001',
    shape: binShape({
      type: 'regular_hopper',
      diameter: 2.75,
      hopperAngle: 60,
      verticalHeight: 3,
      roofPitch: 30,
      offset: 0.3,
    }),
    densityKgM3: FEEDS.gestation.densityKgM3,
    dailyKg: 400 * P.herd.gestationKgPerSowPerDay,
    firmware: '2.3',
    rssi: -95,
    snr: 4,
  },
  {
    key: 'large',
    devEui: '0000000000000002',
    shape: binShape({
      type: 'large_hopper',
      diameter: 3.05,
      hopperAngle: 67,
      verticalHeight: 2.6,
      roofPitch: 30,
      offset: 0.3,
    }),
    densityKgM3: FEEDS.complete.densityKgM3,
    dailyKg: 900,
    firmware: '2.3',
    rssi: -100,
    snr: 2,
    scenario: { nearEmpty: true },
  },
  {
    key: 'flat',
    devEui: '0000000000000003',
    shape: binShape({
      type: 'flat_bottom',
      diameter: 3.66,
      hopperAngle: 0,
      verticalHeight: 4.4,
      roofPitch: 30,
      offset: 0.35,
    }),
    densityKgM3: FEEDS.barley.densityKgM3,
    dailyKg: 400,
    firmware: '2.1',
    rssi: -104,
    snr: 0,
    battery: { startMv: 3362, mvPerDay: 1.4 },
  },
  {
    key: 'off-centred',
    devEui: '0000000000000004',
    shape: binShape({
      type: 'off_centered_hopper',
      diameter: 1.83,
      hopperAngle: 60,
      verticalHeight: 1.83,
      roofPitch: 30,
      offset: 0.25,
    }),
    densityKgM3: FEEDS.lactation.densityKgM3,
    dailyKg: 35 * P.herd.lactationKgPerSowPerDay,
    firmware: '2.3',
    rssi: -90,
    snr: 7,
    scenario: { missedDay: true },
  },
];

const simulate = (seed = 7, bins = specs) => simulateBins({ bins, seed, end: END, days: 60 });
const histories = simulate();
const history = (key: string) => histories.find((h) => h.spec.key === key)!;

/** What a history would look like to JSON: the readings and the plan, not the live state. */
const serialise = (list: SimBinHistory[]) =>
  JSON.stringify(list.map(({ simulation: _simulation, ...rest }) => rest));

const snapshot = (h: SimBinHistory) => pageSnapshot(h, END);

describe('simulateBins: determinism and options', () => {
  it('gives identical readings for the same seed, other readings for another seed', () => {
    expect(serialise(simulate(7))).toBe(serialise(histories));
    expect(serialise(simulate(8))).not.toBe(serialise(histories));
  });

  it('gives a bin the same readings whatever other bins are simulated with it', () => {
    const alone = simulate(7, [specs[0]!]);
    expect(serialise(alone)).toBe(serialise([histories[0]!]));
  });

  it('refuses options and bins it cannot simulate', () => {
    const base = { bins: specs, seed: 1, end: END, days: 60 };
    expect(() => simulateBins({ ...base, seed: -1 })).toThrow(RangeError);
    expect(() => simulateBins({ ...base, days: 0 })).toThrow(RangeError);
    expect(() => simulateBins({ ...base, end: Number.NaN })).toThrow(RangeError);
    expect(() => simulateBins({ ...base, bins: [specs[0]!, specs[0]!] })).toThrow(/twice/);
    expect(() =>
      simulateBins({ ...base, bins: [{ ...specs[0]!, devEui: '00-00-00-00-00-00-00-01' }] }),
    ).toThrow(/devEui/);
    expect(() =>
      simulateBins({ ...base, bins: [{ ...specs[0]!, shape: { ...specs[0]!.shape, offset: 2 } }] }),
    ).toThrow(/offset_not_below_roof/);
    expect(() => simulateBins({ ...base, bins: [{ ...specs[0]!, dailyKg: 0 }] })).toThrow(
      RangeError,
    );
  });
});

describe('simulateBins: bins and readings', () => {
  it('builds every bin type from its angles, the hopper from hopperHeight', () => {
    expect(histories.map((h) => h.spec.shape.type).sort()).toEqual([
      'flat_bottom',
      'large_hopper',
      'off_centered_hopper',
      'regular_hopper',
    ]);
    const regular = history('regular').spec.shape;
    expect(regular.bottomHeight).toBeCloseTo(hopperHeight('regular_hopper', 2.75, 60), 3);
    expect(regular.bottomHeight).toBeCloseTo(2.382, 3); // docs/bins.md's worked example
    expect(regular.roofHeight).toBeCloseTo(1.375 * Math.tan(Math.PI / 6), 3);
    expect(history('off-centred').spec.shape.bottomHeight).toBeCloseTo(
      hopperHeight('off_centered_hopper', 1.83, 60),
      3,
    );
    expect(history('flat').spec.shape.bottomHeight).toBe(0);
    // Capacity: 24.1 m³ of gestation feed at 650 kg/m³.
    expect(history('regular').capacityKg / 1000).toBeCloseTo(24.11 * 0.65, 1);
  });

  it('reads every 2 hours for 60 days up to the end, frame counters one by one', () => {
    for (const h of histories) {
      const { readings } = h;
      expect(readings.at(-1)!.at).toBeLessThanOrEqual(END);
      expect(END - readings.at(-1)!.at).toBeLessThan(2 * HOUR_MS);
      expect(END - readings[0]!.at).toBeGreaterThan(59.9 * DAY_MS);
      for (let i = 1; i < readings.length; i++) {
        const gap = readings[i]!.at - readings[i - 1]!.at;
        const frames = readings[i]!.frameCounter - readings[i - 1]!.frameCounter;
        expect(Math.abs(gap - frames * P.sensor.intervalMs)).toBeLessThanOrEqual(P.sensor.jitterMs);
      }
      if (!h.spec.scenario?.missedDay) expect(readings).toHaveLength(720);
      expect(h.session).toMatch(/^[0-9a-f]{8}$/);
    }
  });

  it('gives distances from which the geometry finds the fill height and the quantity again', () => {
    const tolerance = (3 * P.sensor.distanceSdMm + 1) / 1000;
    for (const h of histories) {
      const { shape, densityKgM3 } = h.spec;
      expect(h.sensorHeightM).toBeCloseTo(
        shape.bottomHeight + shape.verticalHeight + shape.roofHeight - shape.offset,
        9,
      );
      for (const r of h.readings) {
        expect(r.quantityKg).toBeGreaterThanOrEqual(0);
        expect(r.quantityKg).toBeLessThanOrEqual(h.capacityKg);
        // The truth: the quantity's volume sits at the fill height.
        expect(volumeAtFillHeight(shape, r.fillHeightM) * densityKgM3).toBeCloseTo(r.quantityKg, 3);
        if (r.distanceMm === null) continue;
        // distance = top height − offset − fill height, to the sensor's noise.
        expect(
          Math.abs(fillHeightFromDistance(shape, r.distanceMm) - r.fillHeightM),
        ).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it('draws the herd’s consumption: the daily mean within 5 %, more by day than by night', () => {
    const localHour = (at: number) =>
      new Date(at + P.temperature.utcOffsetHours * HOUR_MS).getUTCHours();
    for (const h of histories) {
      let eaten = 0;
      let span = 0;
      const byHalf = { day: 0, night: 0 };
      for (let i = 1; i < h.readings.length; i++) {
        const [a, b] = [h.readings[i - 1]!, h.readings[i]!];
        if (a.delivering || b.delivering || b.quantityKg >= a.quantityKg || b.quantityKg === 0)
          continue;
        eaten += a.quantityKg - b.quantityKg;
        span += b.at - a.at;
        const hour = localHour((a.at + b.at) / 2);
        if (hour >= 8 && hour < 18) byHalf.day += a.quantityKg - b.quantityKg;
        else if (hour >= 20 || hour < 6) byHalf.night += a.quantityKg - b.quantityKg;
      }
      expect(eaten / (span / DAY_MS) / h.spec.dailyKg).toBeGreaterThan(0.95);
      expect(eaten / (span / DAY_MS) / h.spec.dailyKg).toBeLessThan(1.05);
      expect(byHalf.day).toBeGreaterThan(2 * byHalf.night);
    }
  });

  it('orders feed under ~20 % and fills to ~90 % over a few hours', () => {
    const regular = history('regular');
    expect(regular.deliveries.length).toBeGreaterThanOrEqual(3);
    for (const delivery of regular.deliveries) {
      const hours = (delivery.end - delivery.start) / HOUR_MS;
      expect(hours).toBeGreaterThanOrEqual(P.delivery.durationHours[0]);
      expect(hours).toBeLessThanOrEqual(P.delivery.durationHours[1]);
      const before = regular.readings.filter((r) => r.at <= delivery.start).at(-1)!;
      const after = regular.readings.find((r) => r.at >= delivery.end)!;
      expect(before.quantityKg / regular.capacityKg).toBeLessThan(P.delivery.orderBelow[1]);
      expect(after.quantityKg / regular.capacityKg).toBeGreaterThan(0.8);
      expect(after.quantityKg / regular.capacityKg).toBeLessThanOrEqual(P.delivery.fillTo[1]);
    }
    // Every bin stays between empty and ~full; none runs dry.
    for (const h of histories) {
      expect(Math.min(...h.readings.map((r) => r.quantityKg))).toBeGreaterThan(0);
    }
  });

  it('drains the battery slowly from ~3.6 V; an old cell ends under 3.3 V', () => {
    const firstDay = (h: SimBinHistory) => mean(h.readings.slice(0, 12).map((r) => r.batteryMv));
    const lastDay = (h: SimBinHistory) => mean(h.readings.slice(-12).map((r) => r.batteryMv));
    for (const h of histories.filter((h) => !h.spec.battery)) {
      expect(firstDay(h)).toBeGreaterThan(3570);
      expect(firstDay(h)).toBeLessThan(3640);
      expect(lastDay(h)).toBeLessThan(firstDay(h) + 10);
    }
    const old = history('flat');
    expect(firstDay(old)).toBeGreaterThan(3330);
    expect(old.readings.at(-1)!.batteryMv).toBeLessThan(3300);
    expect(old.readings.at(-1)!.batteryMv).toBeGreaterThan(3250);
    expect(snapshot(old).warnings.map((w) => w.code)).toContain('low_battery');
  });

  it('follows a daily temperature cycle, warmest in the afternoon', () => {
    const hourOf = (at: number) =>
      new Date(at + P.temperature.utcOffsetHours * HOUR_MS).getUTCHours();
    const readings = history('regular').readings;
    const afternoon = mean(
      readings.filter((r) => [13, 14, 15, 16].includes(hourOf(r.at))).map((r) => r.temperatureC),
    );
    const night = mean(
      readings.filter((r) => [2, 3, 4, 5].includes(hourOf(r.at))).map((r) => r.temperatureC),
    );
    expect(afternoon - night).toBeGreaterThan(6);
    expect(readings.every((r) => Number.isInteger(Math.round(r.temperatureC * 10)))).toBe(true);
  });

  it('sends signals around each bin’s own, and now and then no echo (more while filling)', () => {
    for (const h of histories) {
      const rssi = h.readings.map((r) => r.gateways[0]!.rssi);
      expect(Math.abs(mean(rssi) - h.spec.rssi)).toBeLessThan(1);
      expect(new Set(rssi).size).toBeGreaterThan(5);
      const noEcho = h.readings.filter((r) => r.distanceMm === null).length;
      expect(noEcho).toBeGreaterThan(0);
      expect(noEcho / h.readings.length).toBeLessThan(0.03);
    }
    const all = histories.flatMap((h) => h.readings);
    const share = (list: typeof all) =>
      list.filter((r) => r.distanceMm === null).length / list.length;
    expect(share(all.filter((r) => r.delivering))).toBeGreaterThan(
      share(all.filter((r) => !r.delivering)),
    );
  });
});

describe('simulateBins: scenarios', () => {
  it('misses a day of uplinks on the missed-day bin only', () => {
    const missedBin = history('off-centred');
    const { missed } = missedBin;
    expect(missed).not.toBeNull();
    const hours = (missed!.to - missed!.from) / HOUR_MS;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThanOrEqual(30);
    expect(END - missed!.from).toBeGreaterThanOrEqual(3.5 * DAY_MS);
    expect(END - missed!.from).toBeLessThanOrEqual(5 * DAY_MS);
    expect(missedBin.readings.some((r) => r.at >= missed!.from && r.at < missed!.to)).toBe(false);
    expect(maxGapHours(missedBin)).toBeGreaterThan(24);
    expect(missedBin.readings.length).toBeLessThan(720 - 11);
    for (const h of histories.filter((h) => h !== missedBin)) {
      expect(h.missed).toBeNull();
      expect(maxGapHours(h)).toBeLessThan(2.1);
    }
  });

  it('leaves the near-empty bin with under 2 days of feed by the page’s forecast, and no other', () => {
    const nearEmpty = snapshot(history('large'));
    expect(nearEmpty.quantityKg).toBeGreaterThan(0);
    expect(nearEmpty.forecast!.daysUntilEmpty).toBeLessThanOrEqual(2);
    for (const h of histories.filter((h) => h.spec.key !== 'large')) {
      expect(snapshot(h).forecast!.daysUntilEmpty).toBeGreaterThan(2);
    }
  });

  it('goes on from where the history ends, ordering feed again for the near-empty bin', () => {
    const h = simulate().find((x) => x.spec.key === 'large')!;
    const before = h.simulation.quantityKg;
    h.simulation.advanceTo(END + 3 * DAY_MS);
    const after = h.simulation.measure();
    expect(after.at).toBe(END + 3 * DAY_MS);
    expect(after.frameCounter).toBe(h.readings.at(-1)!.frameCounter + 1);
    expect(h.simulation.deliveries.at(-1)!.start).toBeGreaterThan(END);
    expect(after.quantityKg).toBeGreaterThan(before);
  });
});

describe('chirpstackUpEvent', () => {
  it('is a ChirpStack v4 up event that the domain reads back to the same reading', () => {
    const h = history('regular');
    const reading = h.readings.at(-1)!;
    const event = chirpstackUpEvent(
      reading,
      { devEui: h.spec.devEui, devAddr: h.session, name: 'Silo 1' },
      '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
    );
    expect(normalizeChirpstackUplink(event)).toEqual({
      ok: true,
      uplink: {
        devEui: h.spec.devEui,
        session: h.session,
        frameCounter: reading.frameCounter,
        messageId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
        measuredAt: new Date(reading.at).toISOString(),
        receivedBy: {
          rssi: reading.gateways[0]!.rssi,
          snr: reading.gateways[0]!.snr,
          gatewayCount: reading.gateways.length,
        },
        simulated: false,
        fPort: 1,
        reading: {
          distanceMm: reading.distanceMm,
          batteryMv: reading.batteryMv,
          temperatureC: reading.temperatureC,
          firmware: reading.firmware,
        },
      },
    });
    expect(event).toMatchObject({
      fPort: 1,
      devAddr: h.session,
      deviceInfo: { devEui: h.spec.devEui },
    });
  });

  it('leaves fCnt out when it is 0 and sends 0xFFFF for no echo', () => {
    const reading = { ...history('flat').readings[0]!, frameCounter: 0, distanceMm: null };
    const event = chirpstackUpEvent(
      reading,
      { devEui: '0000000000000003', devAddr: '01020304', name: 'x' },
      'id',
    );
    expect('fCnt' in event).toBe(false);
    const result = normalizeChirpstackUplink(event);
    expect(result.ok && result.uplink.frameCounter).toBe(0);
    expect(result.ok && result.uplink.reading?.distanceMm).toBeNull();
  });
});

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function maxGapHours(h: SimBinHistory): number {
  let max = 0;
  for (let i = 1; i < h.readings.length; i++) {
    max = Math.max(max, h.readings[i]!.at - h.readings[i - 1]!.at);
  }
  return max / HOUR_MS;
}

// Capacity of a flat-bottom bin is the cylinder and the roof cone: πR²(h + roof/3).
it('agrees with the geometry on a flat-bottom bin’s capacity', () => {
  const flat = history('flat');
  const r = flat.spec.shape.diameter / 2;
  const expected =
    Math.PI * r * r * (flat.spec.shape.verticalHeight + flat.spec.shape.roofHeight / 3);
  expect(totalCapacity(flat.spec.shape)).toBeCloseTo(expected, 9);
  expect(flat.capacityKg).toBeCloseTo(expected * FEEDS.barley.densityKgM3, 6);
});
