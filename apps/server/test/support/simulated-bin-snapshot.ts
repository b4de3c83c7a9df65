import {
  binSnapshot,
  fillHeightFromDistance,
  fillPercent,
  quantityKg,
  volumeAtFillHeight,
  type BinReading,
  type BinSnapshot,
} from '@barnboard/domain';
import type { SimBinHistory } from '../../src/simulator/bins/index.js';

/**
 * What the silos page's analytics make of a simulated bin at `now`: its readings are taken as
 * the page takes stored ones, computed from the distance only, not from the simulated truth.
 */
export function pageSnapshot(h: SimBinHistory, now: number): BinSnapshot {
  return binSnapshot({
    readings: asBinReadings(h),
    capacityKg: h.capacityKg,
    sensorHeightM: h.sensorHeightM,
    now,
    renewalAt: null,
    wrongPortCount: 0,
  });
}

function asBinReadings(h: SimBinHistory): BinReading[] {
  const { shape, densityKgM3 } = h.spec;
  return h.readings.map((r) => {
    const volume =
      r.distanceMm === null
        ? null
        : volumeAtFillHeight(shape, fillHeightFromDistance(shape, r.distanceMm));
    return {
      at: r.at,
      quantityKg: volume === null ? null : quantityKg(volume, densityKgM3),
      fillPercent: volume === null ? null : fillPercent(shape, volume),
      fillHeightM: r.distanceMm === null ? null : h.sensorHeightM - r.distanceMm / 1000,
      batteryMv: r.batteryMv,
      temperatureC: r.temperatureC,
      rssi: r.gateways[0]?.rssi ?? null,
      snr: r.gateways[0]?.snr ?? null,
      firmware: r.firmware,
    };
  });
}
