import {
  binSnapshot,
  fillHeightFromDistance,
  fillPercent,
  topHeight,
  totalCapacity,
  volumeAtFillHeight,
  type BinChartAnswer,
  type BinItem,
  type BinReading,
  type BinReadingsAnswer,
  type BinShape,
  type BinWarning,
} from '@barnboard/domain';
import type { BinGeometry, BinRecord, ReadingRow } from '../../repositories/bins-repository.js';
import { isExpiredAt } from '../../repositories/bins-repository.js';

/**
 * A bin and its readings as the feed API answers them: geometry (docs/bins.md) turns each
 * distance into a volume, a fill percentage and a mass; the domain's binSnapshot gives the
 * computed data (docs/feed-api.md, "Computed data").
 */

/**
 * The analytics count in kg. For a bin whose content has no density they run on this one, so that
 * the unit-free figures (fill percentage, days until empty, last fill, warnings) still come out;
 * every figure in kg is then null: a mass is never shown from an assumed density.
 */
export const ASSUMED_DENSITY_FOR_ANALYTICS_KG_M3 = 650;

const iso = (ms: number) => new Date(ms).toISOString();
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const kgOut = (value: number | null) => (value === null ? null : round(value, 2));

export function binShape(bin: BinGeometry): BinShape {
  return {
    type: bin.type,
    diameter: bin.diameterM,
    verticalHeight: bin.verticalHeightM,
    bottomHeight: bin.bottomHeightM,
    roofHeight: bin.roofHeightM,
    flatHeight: bin.flatHeightM,
    outletDiameter: bin.outletDiameterM,
    offset: bin.offsetM,
  };
}

/** What reading a bin's distances needs. */
export type MeasuredBin = {
  shape: BinShape;
  /** The content's density; null without content. */
  density: number | null;
  /** The density the analytics count with. */
  analyticsDensity: number;
  capacityM3: number;
  sensorHeightM: number;
};

export function measuredBin(record: {
  bin: BinGeometry;
  feed: Pick<NonNullable<BinRecord['feed']>, 'densityKgM3'> | null;
}): MeasuredBin {
  const shape = binShape(record.bin);
  const density =
    record.feed && Number.isFinite(record.feed.densityKgM3) && record.feed.densityKgM3 > 0
      ? record.feed.densityKgM3
      : null;
  return {
    shape,
    density,
    analyticsDensity: density ?? ASSUMED_DENSITY_FOR_ANALYTICS_KG_M3,
    capacityM3: totalCapacity(shape),
    sensorHeightM: topHeight(shape) - shape.offset,
  };
}

/** A stored reading as the analytics take it (quantities at the analytics density). */
export function toBinReading(bin: MeasuredBin, row: Omit<ReadingRow, 'binId'>): BinReading {
  const level =
    row.distanceMm === null
      ? null
      : volumeAtFillHeight(bin.shape, fillHeightFromDistance(bin.shape, row.distanceMm));
  return {
    at: row.measuredAt.getTime(),
    quantityKg: level === null ? null : level * bin.analyticsDensity,
    fillPercent: level === null ? null : fillPercent(bin.shape, level),
    fillHeightM: row.distanceMm === null ? null : bin.sensorHeightM - row.distanceMm / 1000,
    batteryMv: row.batteryMv,
    temperatureC: row.temperatureC,
    rssi: row.rssi,
    snr: row.snr,
    firmware: row.firmware,
  };
}

function warningOut(warning: BinWarning): BinItem['warnings'][number] {
  if (warning.code === 'scheduled_renewal') return { code: warning.code, at: iso(warning.at) };
  if (warning.code === 'no_data_transmission' || warning.code === 'sensor_disconnected') {
    return { code: warning.code, since: warning.since === null ? null : iso(warning.since) };
  }
  return { code: warning.code };
}

/**
 * One bin with its computed data merged in, at `now`, from its readings (oldest first or not) and
 * the number of its uplinks on another port in the last 7 days.
 */
export function describeBin(
  record: BinRecord,
  readings: ReadingRow[],
  offPortUplinks: number,
  now: Date,
): BinItem {
  const { bin, feed } = record;
  const measured = measuredBin(record);
  const kg = (value: number | null) => (measured.density === null ? null : kgOut(value));
  const snapshot = binSnapshot({
    readings: readings.map((row) => toBinReading(measured, row)),
    capacityKg: measured.capacityM3 * measured.analyticsDensity,
    sensorHeightM: measured.sensorHeightM,
    now: now.getTime(),
    // An expired bin shows its expired state, not a renewal notice.
    renewalAt: isExpiredAt(bin, now) ? null : (bin.expiresAt?.getTime() ?? null),
    wrongPortCount: offPortUplinks,
  });
  const level = round(snapshot.fillPercent, 2);
  const quantity = kg(snapshot.quantityKg);
  const volume =
    snapshot.quantityKg === null ? null : round(snapshot.quantityKg / measured.analyticsDensity, 4);
  const lastFilled =
    snapshot.lastFilled === null
      ? null
      : snapshot.lastFilled.kind === 'date'
        ? { kind: 'date' as const, at: iso(snapshot.lastFilled.at) }
        : snapshot.lastFilled;
  return {
    id: bin.id,
    name: bin.name,
    mac_address: bin.devEui,
    tenant: { cloud_id: record.tenant.id, name: record.tenant.name },
    site: record.site,
    building: { cloud_id: record.building.id, name: record.building.name },
    content: feed
      ? {
          cloud_id: feed.id,
          name: feed.name,
          recipe: feed.recipe,
          density: feed.densityKgM3,
          utility: feed.utility,
        }
      : null,
    recipe: feed?.recipe ?? null,
    density: feed?.densityKgM3 ?? null,
    utility: feed?.utility ?? null,
    type: bin.type,
    top_height: round(topHeight(measured.shape), 4),
    vertical_height: bin.verticalHeightM,
    bottom_height: bin.bottomHeightM,
    roof_height: bin.roofHeightM,
    flat_height: bin.flatHeightM,
    offset: bin.offsetM,
    diameter: bin.diameterM,
    outlet_diameter: bin.outletDiameterM,
    capacity_m3: round(measured.capacityM3, 4),
    capacity_kg: measured.density === null ? null : kgOut(measured.capacityM3 * measured.density),
    remaining_quantity: quantity,
    fill_level: level,
    last_filled: lastFilled,
    last_filled_at: lastFilled?.kind === 'date' ? lastFilled.at : null,
    voltage: snapshot.batteryMv === null ? null : round(snapshot.batteryMv / 1000, 3),
    disabled_at: bin.disabledAt?.toISOString() ?? null,
    isExpired: isExpiredAt(bin, now),
    expires_at: bin.expiresAt?.toISOString() ?? null,
    created_at: bin.createdAt.toISOString(),
    updated_at: bin.updatedAt.toISOString(),
    last_level: {
      level,
      level_at: snapshot.lastLevelAt === null ? null : iso(snapshot.lastLevelAt),
      v_silo: volume,
      quantity,
      battery: snapshot.batteryMv,
      temperature: snapshot.temperatureC,
      rssi: snapshot.rssi,
      snr: snapshot.snr,
    },
    battery: snapshot.batteryMv,
    quantity,
    temperature: snapshot.temperatureC,
    rssi: snapshot.rssi,
    snr: snapshot.snr,
    last_sync: snapshot.lastSyncAt === null ? null : iso(snapshot.lastSyncAt),
    module_version: snapshot.moduleVersion,
    average_daily_consumption: kg(snapshot.averageDailyConsumptionKg),
    forecast: snapshot.forecast && {
      empty_at: iso(snapshot.forecast.at),
      days_until_empty: snapshot.forecast.daysUntilEmpty,
      kg_per_day: kg(snapshot.forecast.kgPerDay),
    },
    warnings: snapshot.warnings.map(warningOut),
  };
}

/** A bin's readings, newest first, as silo_levels (spec §3). */
export function describeReadings(
  record: Pick<BinRecord, 'bin' | 'feed'>,
  rows: ReadingRow[],
  from: Date,
  to: Date,
): BinReadingsAnswer {
  const measured = measuredBin(record);
  return {
    bin_id: record.bin.id,
    from: from.toISOString(),
    to: to.toISOString(),
    silo_levels: rows.map((row) => {
      const reading = toBinReading(measured, row);
      const volume =
        reading.quantityKg === null ? null : reading.quantityKg / measured.analyticsDensity;
      return {
        level_at: row.measuredAt.toISOString(),
        level: reading.fillPercent === null ? null : round(reading.fillPercent, 2),
        v_silo: volume === null ? null : round(volume, 4),
        quantity:
          volume === null || measured.density === null ? null : kgOut(volume * measured.density),
        distance_mm: row.distanceMm,
        battery: row.batteryMv,
        temperature: row.temperatureC,
        rssi: row.rssi,
        snr: row.snr,
        firmware: row.firmware,
      };
    }),
  };
}

/** The 7-day chart series (spec §3): quantity for each reading with an echo, battery for each with a voltage. */
export function describeChart(
  record: BinRecord,
  rows: ReadingRow[],
  from: Date,
  to: Date,
): BinChartAnswer {
  const readings = describeReadings(record, rows, from, to).silo_levels.toReversed();
  return {
    bin_id: record.bin.id,
    from: from.toISOString(),
    to: to.toISOString(),
    chart_silo: readings.flatMap((r) =>
      r.level === null ? [] : [{ levelDateUtc: r.level_at, quantity: r.quantity, level: r.level }],
    ),
    chart_battery: readings.flatMap((r) =>
      r.battery === null ? [] : [{ levelDateUtc: r.level_at, battery: r.battery }],
    ),
  };
}
