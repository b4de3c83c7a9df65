export * from './live-events.js';
export * from './live-rules.js';
