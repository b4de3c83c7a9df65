import { describe, expect, it } from 'vitest';
import { CAPACITY_KG, hour, SENSOR_HEIGHT_M, reading } from './reading-builder.js';
import { DAY_MS, HOUR_MS, type BinInput, type BinReading } from './readings.js';
import { BIN_WARNING_CODES, binWarnings } from './warnings.js';

const NOW = 24 * 10;

/** A healthy bin, the newest of its three readings an hour old and changed by `last`. */
const bin = (last: Partial<BinReading> = {}, extra: Partial<BinInput> = {}): BinInput => ({
  readings: [reading(NOW - 3, 9000), reading(NOW - 2, 8990), reading(NOW - 1, 8980, last)],
  capacityKg: CAPACITY_KG,
  sensorHeightM: SENSOR_HEIGHT_M,
  now: hour(NOW),
  renewalAt: null,
  wrongPortCount: 0,
  ...extra,
});

const codes = (input: BinInput) => binWarnings(input).map((w) => w.code);

describe('binWarnings', () => {
  it('finds nothing wrong with a healthy bin', () => {
    expect(binWarnings(bin())).toEqual([]);
  });

  it.each([
    [30 * DAY_MS, true],
    [30 * DAY_MS + 1, false],
    [0, true],
    [-1, false],
  ])('announces a renewal %i ms ahead: %s', (ahead, warned) => {
    expect(binWarnings(bin({}, { renewalAt: hour(NOW) + ahead }))).toEqual(
      warned ? [{ code: 'scheduled_renewal', at: hour(NOW) + ahead }] : [],
    );
  });

  it.each([
    [24 * HOUR_MS, []],
    [24 * HOUR_MS + 1, ['no_data_transmission']],
    [72 * HOUR_MS, ['no_data_transmission']],
    [72 * HOUR_MS + 1, ['sensor_disconnected']],
  ])('after %i ms of silence: %j', (silence, expected) => {
    const input: BinInput = { ...bin(), readings: [reading(0, 9000, { at: hour(NOW) - silence })] };
    expect(codes(input)).toEqual(expected);
  });

  it('tells since when a bin is silent, and treats no readings at all as disconnected', () => {
    const silent: BinInput = { ...bin(), readings: [reading(NOW - 30, 9000)] };
    expect(binWarnings(silent)).toEqual([{ code: 'no_data_transmission', since: hour(NOW - 30) }]);
    expect(binWarnings({ ...bin(), readings: [] })).toEqual([
      { code: 'sensor_disconnected', since: null },
      { code: 'no_recent_readings' },
    ]);
  });

  it.each([
    ['2.0', []],
    ['1.9.9', ['incompatible_version']],
    ['unknown', ['incompatible_version']],
    [null, []],
  ])('firmware %s: %j', (firmware, expected) => {
    expect(codes(bin({ firmware }))).toEqual(expected);
  });

  it.each([
    [3300, []],
    [3299, ['low_battery']],
    [null, []],
  ])('battery %s mV: %j', (batteryMv, expected) => {
    expect(codes(bin({ batteryMv }))).toEqual(expected);
  });

  it.each([
    ['level at 105 %', { quantityKg: 21_000, fillPercent: 105, fillHeightM: 8.4 }, []],
    ['level at −5 %', { quantityKg: -1000, fillPercent: -5, fillHeightM: -0.4 }, []],
    ['quantity over 105 %', { quantityKg: 21_001 }, ['wrong_data']],
    ['quantity under −5 %', { quantityKg: -1001 }, ['wrong_data']],
    ['percentage over 105 %', { fillPercent: 105.1 }, ['wrong_data']],
    ['height above the sensor', { fillHeightM: 8.41 }, ['wrong_data']],
    ['height below the outlet', { fillHeightM: -0.41 }, ['wrong_data']],
    ['one reading without echo', { quantityKg: null, fillPercent: null, fillHeightM: null }, []],
  ])('%s: %j', (_, last, expected) => {
    expect(codes(bin(last))).toEqual(expected);
  });

  it.each([
    [2, []],
    [3, ['wrong_data']],
  ])('%i readings in a row without echo: %j', (streak, expected) => {
    const readings = [0, 1, 2, 3].map((i) => reading(NOW - 4 + i, i >= 4 - streak ? null : 9000));
    expect(codes({ ...bin(), readings })).toEqual(expected);
  });

  it.each([
    [{ rssi: -115 }, []],
    [{ rssi: -116 }, ['weak_signal']],
    [{ snr: -15 }, []],
    [{ snr: -15.5 }, ['weak_signal']],
  ])('signal %j on the last three readings: %j', (signal, expected) => {
    const readings = [1, 2, 3].map((h) => reading(NOW - h, 9000, signal));
    expect(codes({ ...bin(), readings })).toEqual(expected);
  });

  it('does not call one bad packet a weak signal', () => {
    expect(codes(bin({ rssi: -130, snr: -20 }))).toEqual([]);
  });

  it.each([
    [0, []],
    [1, ['wrong_channel']],
  ])('%i uplinks on another port: %j', (wrongPortCount, expected) => {
    expect(codes(bin({}, { wrongPortCount }))).toEqual(expected);
  });

  it.each([
    ['only uplinks without level or battery', { quantityKg: null, batteryMv: null }, 1, true],
    ['a level exactly 7 days old', {}, 168, false],
    ['a level over 7 days old', {}, 169, true],
  ])('no levels or battery in 7 days — %s', (_, values, age, warned) => {
    const readings = [3, 2, 1].map((h) => reading(NOW - age - h + 1, 9000, values));
    expect(codes({ ...bin(), readings }).includes('no_recent_readings')).toBe(warned);
  });

  it('lists warnings in the order of BIN_WARNING_CODES', () => {
    const input: BinInput = {
      ...bin(),
      readings: [null, null, null].map((q, i) =>
        reading(NOW - 200 + i, q, { batteryMv: 3000, rssi: -120, firmware: '1.0' }),
      ),
      renewalAt: hour(NOW + 24),
      wrongPortCount: 2,
    };
    expect(codes(input)).toEqual(BIN_WARNING_CODES.filter((c) => c !== 'no_data_transmission'));
  });
});
