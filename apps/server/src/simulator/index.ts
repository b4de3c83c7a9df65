export {
  simulateHerd,
  simulateHerdTimeline,
  recordsUntil,
  type TimedRecord,
  historyStart,
  rampUpEnd,
  type SimulateHerdOptions,
} from './simulate-herd.js';
export { PARAMETERS } from './parameters.js';
