import {
  pigletMortalitySchema,
  reproductionAnalysisSchema,
  sowWithdrawalsSchema,
} from '@barnboard/domain';
import type { ReportRequest } from '../../../lib/reports/report-definition';
import { getHerdReport } from './get-herd-report';

/** The herd analysis routes, one per report (docs/herd-analysis.md). */

export type { PigletMortality, ReproductionAnalysis, SowWithdrawals } from '@barnboard/domain';

export const getPigletMortality = (request: ReportRequest, signal?: AbortSignal) =>
  getHerdReport('piglet-mortality', pigletMortalitySchema, request, signal);

export const getSowWithdrawals = (request: ReportRequest, signal?: AbortSignal) =>
  getHerdReport('sow-withdrawals', sowWithdrawalsSchema, request, signal);

export const getReproductionAnalysis = (request: ReportRequest, signal?: AbortSignal) =>
  getHerdReport('reproduction-analysis', reproductionAnalysisSchema, request, signal);
