export {
  HerdAnalysisTile,
  PigletsMortalityPage,
  ReproductionAnalysisPage,
  SowWithdrawalsPage,
  type HerdAnalysisTileKey,
} from './components/herd-analysis-reports';
