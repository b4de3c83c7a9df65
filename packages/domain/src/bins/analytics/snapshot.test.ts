import { describe, expect, it } from 'vitest';
import { CAPACITY_KG, hour, SENSOR_HEIGHT_M, reading, readingsEvery } from './reading-builder.js';
import { DAY_MS, type BinInput } from './readings.js';
import { binSnapshot } from './snapshot.js';

const NOW = 24 * 10;

const input = (readings: BinInput['readings']): BinInput => ({
  readings,
  capacityKg: CAPACITY_KG,
  sensorHeightM: SENSOR_HEIGHT_M,
  now: hour(NOW),
  renewalAt: null,
  wrongPortCount: 0,
});

describe('binSnapshot', () => {
  it('shows level 0 and nothing else without readings (spec §3)', () => {
    expect(binSnapshot(input([]))).toEqual({
      lastLevelAt: null,
      fillPercent: 0,
      quantityKg: null,
      batteryMv: null,
      temperatureC: null,
      rssi: null,
      snr: null,
      lastSyncAt: null,
      moduleVersion: null,
      averageDailyConsumptionKg: null,
      forecast: null,
      lastFilled: null,
      warnings: [{ code: 'sensor_disconnected', since: null }, { code: 'no_recent_readings' }],
    });
  });

  it('combines the last readings, consumption, forecast, last fill and warnings', () => {
    // 480 kg a day, filled by 12 t two days ago; the newest uplink had no echo.
    const level = (h: number) => 9000 - 20 * h + (h >= NOW - 48 ? 12_000 : 0);
    const readings = [
      ...readingsEvery(6, NOW - 168, NOW - 6, level),
      reading(NOW - 1, null, {
        batteryMv: 3550,
        temperatureC: 4,
        rssi: -95,
        snr: 5,
        firmware: '2.2',
      }),
      reading(NOW + 5, 100, { firmware: '9.9' }),
    ].reverse();
    const snapshot = binSnapshot(input(readings));
    expect(snapshot).toMatchObject({
      lastLevelAt: hour(NOW - 6),
      quantityKg: 16_320,
      fillPercent: 81.6,
      batteryMv: 3550,
      temperatureC: 4,
      rssi: -95,
      snr: 5,
      lastSyncAt: hour(NOW - 1),
      moduleVersion: '2.2',
      lastFilled: { kind: 'date', at: hour(NOW - 48) },
      warnings: [],
    });
    expect(snapshot.averageDailyConsumptionKg).toBeCloseTo(480, 6);
    // 16 320 kg at 480 × 1.2 = 576 kg/day: 28.3 days, so 28.
    expect(snapshot.forecast?.daysUntilEmpty).toBe(28);
    expect(snapshot.forecast?.at).toBe(hour(NOW) + 28 * DAY_MS);
  });
});
