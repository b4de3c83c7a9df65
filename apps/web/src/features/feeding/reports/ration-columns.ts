import type { TFunction } from 'i18next';
import type { GridColumn } from '../../../lib/reports/report-table';

/**
 * The three columns every per-sow feeding grid ends with: the ration's target, what was
 * distributed, and that as a share of the target, coloured by `metric`'s objective when given.
 * Rows fill the cells `target`, `distributed` and `percent`.
 */
export function rationColumns(t: TFunction, metric?: string): GridColumn[] {
  return [
    { id: 'target', header: t('feeding.columns.target'), kind: 'weight', total: 'sum' },
    { id: 'distributed', header: t('feeding.columns.distributed'), kind: 'weight', total: 'sum' },
    {
      id: 'percent',
      header: t('feeding.columns.ofTarget'),
      kind: 'percent',
      ...(metric === undefined ? {} : { metric }),
      total: 'mean',
    },
  ];
}
