export * from './display-prefs.js';
export * from './legacy-units.js';
export * from './format-measure.js';
export * from './format-date.js';
export * from './format-duration.js';
export * from './thousand-day.js';
export * from './report-csv.js';
export * from './report-filename.js';
