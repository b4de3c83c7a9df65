import { PIGLET_MORTALITY_BANDS, type PigletMortality } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { CellValue, GridColumn } from '../../../lib/reports/report-table';

/** What a week, parity group or room of the piglet mortality holds. */
type MortalityFigures = Pick<
  PigletMortality,
  'litters' | 'born_alive' | 'deaths' | 'bands' | 'pre_wean_mortality'
>;

const bandColumn = (band: string) => `band_${band}`;

/** Deaths by the age of their litter: one column per band (spec §9). */
export function bandColumns(t: TFunction): GridColumn[] {
  return PIGLET_MORTALITY_BANDS.map((band) => ({
    id: bandColumn(band),
    header: t(`herdAnalysis.bands.${band}`),
    kind: 'count',
    total: 'sum',
  }));
}

export function bandCells(bands: PigletMortality['bands']): Record<string, CellValue> {
  return Object.fromEntries(PIGLET_MORTALITY_BANDS.map((band) => [bandColumn(band), bands[band]]));
}

/**
 * Litters, born alive, deaths by band and the mortality, after the row's own first column. The
 * mortality has no total: a mean of weekly mortalities is not the period's.
 */
export function mortalityColumns(t: TFunction): GridColumn[] {
  return [
    { id: 'litters', header: t('herdAnalysis.columns.litters'), kind: 'count', total: 'sum' },
    { id: 'born_alive', header: t('herdAnalysis.columns.bornAlive'), kind: 'count', total: 'sum' },
    { id: 'deaths', header: t('herdAnalysis.columns.deaths'), kind: 'count', total: 'sum' },
    ...bandColumns(t),
    {
      id: 'pre_wean_mortality',
      header: t('herdAnalysis.columns.mortality'),
      kind: 'percent',
      metric: 'pre_wean_mortality',
    },
  ];
}

export function mortalityCells(row: MortalityFigures): Record<string, CellValue> {
  return {
    litters: row.litters,
    born_alive: row.born_alive,
    deaths: row.deaths,
    ...bandCells(row.bands),
    pre_wean_mortality: row.pre_wean_mortality,
  };
}
