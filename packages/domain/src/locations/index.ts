export * from './location-schema.js';
export * from './location-rules.js';
