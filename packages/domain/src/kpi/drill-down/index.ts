export * from './drill-down-facts.js';
export * from './drill-down-rules.js';
export * from './drill-down-window.js';
export * from './explain.js';
export * from './reference-facts.js';
