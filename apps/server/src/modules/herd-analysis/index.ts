export { herdAnalysisRoutes } from './herd-analysis-routes.js';
