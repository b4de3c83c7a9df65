export {
  BinSimulation,
  roofTemperature,
  type BinScenario,
  type SimBinSpec,
  type SimDelivery,
  type SimGateway,
  type SimPlan,
  type SimReading,
} from './bin-simulation.js';
export { chirpstackUpEvent, type SimDevice } from './chirpstack-event.js';
export {
  BIN_PARAMETERS,
  DAY_MS,
  FEEDS,
  HOUR_MS,
  type FeedKey,
  type SimFeed,
} from './parameters.js';
export { binShape, type BinModel } from './shapes.js';
export { simulateBins, type SimBinHistory, type SimulateBinsOptions } from './simulate-bins.js';
