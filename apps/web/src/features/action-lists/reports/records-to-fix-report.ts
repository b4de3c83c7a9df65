import { RECORD_CHECKS, type RecordsToFix, type TileKey } from '@barnboard/domain';
import { recordToFixReports, recordToFixWrong } from '../../../lib/reports/herd-labels';
import { getRecordsToFix } from '../../../lib/reports/records-to-fix';
import type { ReportDefinition } from '../../../lib/reports/report-definition';

/** The records that bias a report (all of them without one). */
export function recordsBiasing(answer: RecordsToFix, report: TileKey | null): RecordsToFix {
  return report
    ? { ...answer, records: answer.records.filter((one) => one.reports.includes(report)) }
    : answer;
}

/**
 * The records to fix (docs/action-lists.md): each impossible or missing record with its
 * animal, what is wrong and the reports it biases. With `report`, only those that bias it
 * (the warning badge of that report links here).
 */
export function recordsToFixReport(report: TileKey | null): ReportDefinition<RecordsToFix> {
  return {
    key: 'records-to-fix',
    titleKey: 'actionLists.recordsToFix.title',
    queryScope: report ? [report] : [],
    fetch: async (request, signal) =>
      recordsBiasing(await getRecordsToFix(request.siteId, signal), report),
    filters: [
      {
        id: 'check',
        labelKey: 'actionLists.recordsToFix.columns.check',
        options: (_answer, t) =>
          RECORD_CHECKS.map((check) => ({
            value: check,
            label: t(`actionLists.recordsToFix.checkNames.${check}`),
          })),
        narrow: (answer, values) => ({
          ...answer,
          records: answer.records.filter((one) => values.includes(one.check)),
        }),
        comparable: false,
      },
    ],
    figures: (answer, { t }) => [
      {
        id: 'records',
        label: t('actionLists.recordsToFix.figures.records'),
        kind: 'count',
        value: answer.records.length,
      },
      ...RECORD_CHECKS.map((check) => ({
        id: check,
        label: t(`actionLists.recordsToFix.checkNames.${check}`),
        kind: 'count' as const,
        value: answer.records.filter((one) => one.check === check).length,
      })),
    ],
    views: [
      {
        id: 'records',
        labelKey: 'actionLists.recordsToFix.title',
        grid: (answer, { t }) => ({
          columns: [
            {
              id: 'fix',
              header: t('actionLists.recordsToFix.columns.fix'),
              kind: 'text',
              action: true,
            },
            { id: 'animal', header: t('actionLists.columns.animal'), kind: 'animal' },
            { id: 'record', header: t('actionLists.recordsToFix.columns.record'), kind: 'text' },
            { id: 'date', header: t('actionLists.recordsToFix.columns.date'), kind: 'date' },
            {
              id: 'wrong',
              header: t('actionLists.recordsToFix.columns.wrong'),
              kind: 'text',
              prose: true,
            },
            {
              id: 'reports',
              header: t('actionLists.recordsToFix.columns.reports'),
              kind: 'text',
              prose: true,
            },
          ],
          rows: answer.records.map((one) => ({
            key: `${one.check}-${one.animal}-${one.record}-${one.date}`,
            cells: {
              fix: null,
              animal: one.animal,
              record: t(`actionLists.recordTypes.${one.record}`),
              date: one.date,
              wrong: recordToFixWrong(one, t),
              reports: recordToFixReports(one, t),
            },
            actionTarget: {
              check: one.check,
              animal: one.animal,
              record: one.record,
              date: one.date,
            },
            attributes: {
              'data-testid': 'record-to-fix-row',
              'data-animal': one.animal,
              'data-check': one.check,
            },
          })),
        }),
      },
    ],
    isEmpty: (answer) => answer.records.length === 0,
    emptyKey: 'actionLists.recordsToFix.empty',
  };
}
