export * from './day-number.js';
export * from './event-order.js';
export * from './timeline-types.js';
export * from './build-timeline.js';
export * from './presence.js';
export * from './sow-status.js';
export * from './location.js';
