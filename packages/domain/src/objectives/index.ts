export * from './objective.js';
export * from './zones.js';
export * from './colour-state.js';
export * from './defaults.js';
export * from './format-value.js';
export * from './display-options.js';
export * from './groups.js';
