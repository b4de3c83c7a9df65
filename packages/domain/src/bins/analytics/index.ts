/**
 * What the silos page shows of a bin's readings
 * (docs/bins.md, "Readings, forecasts and warnings").
 */
export {
  isPlausibleLevel,
  LEVEL_TOLERANCE_RATIO,
  SILO_CHART_DAYS,
  type BinInput,
  type BinReading,
} from './readings.js';
export { levelSeries, type LevelPoint } from './level-series.js';
export { FILL_MIN_KG, FILL_MIN_RATIO, fillThresholdKg } from './fill-threshold.js';
export { detectFillEvents, FILL_WINDOW_MS, lastFilledAt, type FillEvent } from './fills.js';
export { lastFilled, type LastFilled } from './last-filled.js';
export {
  averageDailyConsumption,
  MIN_CONSUMPTION_READINGS,
  MIN_CONSUMPTION_SPAN_MS,
} from './consumption.js';
export {
  conservativeRate,
  FORECAST_SAFETY_FACTOR,
  forecastEmptyBy,
  RECENT_CONSUMPTION_DAYS,
  type ConsumptionRates,
  type EmptyForecast,
} from './forecast.js';
export { firmwareVersion, isSupportedFirmware, MIN_FIRMWARE } from './firmware.js';
export {
  BIN_WARNING_CODES,
  binWarnings,
  LOW_BATTERY_MV,
  NO_ECHO_STREAK,
  NO_TRANSMISSION_MS,
  RENEWAL_NOTICE_DAYS,
  SENSOR_DISCONNECTED_MS,
  SIGNAL_READINGS,
  WEAK_RSSI_DBM,
  WEAK_SNR_DB,
  WRONG_CHANNEL_MIN_UPLINKS,
  type BinWarning,
  type BinWarningCode,
} from './warnings.js';
export { binSnapshot, type BinSnapshot } from './snapshot.js';
