import type { FastifyPluginAsync } from 'fastify';
import { feedingRoutes } from '../feeding/index.js';
import { herdAnalysisRoutes } from '../herd-analysis/index.js';
import { herdRecordsRoutes } from '../herd-records/index.js';
import { inventoryRoutes } from '../inventory/index.js';
import { kpiRoutes } from '../kpis/index.js';
import { locationsRoutes } from '../locations/index.js';
import { performanceRoutes } from '../performance/index.js';
import { lastUpdateRoutes } from '../sites-status/index.js';
import { usersReportRoutes } from '../users-report/index.js';
import { farmComparisonRoutes } from '../farm-comparison/index.js';
import { usersManagerRoutes } from '../users-manager/index.js';
import { authRoutes } from './auth-routes.js';
import { membersRoutes } from './members-routes.js';
import { pingRoutes } from './ping-routes.js';
import { sitesRoutes } from './sites-routes.js';
import { userRoutes } from './user-routes.js';

/** The main API of spec §7, mounted under /api. */
export const mainApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(membersRoutes);
  await app.register(sitesRoutes);
  await app.register(pingRoutes);
  await app.register(herdRecordsRoutes);
  await app.register(kpiRoutes);
  await app.register(performanceRoutes);
  await app.register(herdAnalysisRoutes);
  await app.register(feedingRoutes);
  await app.register(locationsRoutes);
  await app.register(lastUpdateRoutes);
  await app.register(inventoryRoutes);
  await app.register(usersReportRoutes);
  await app.register(farmComparisonRoutes);
  await app.register(usersManagerRoutes);
};
