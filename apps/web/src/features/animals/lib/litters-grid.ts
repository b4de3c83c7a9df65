import type { AnimalLitter } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { gridRows, type ReportGrid } from '../../../lib/reports/report-table';

/** Her piglets dead in a litter, by cause: "3 (crushed 2, unknown 1)"; null when none died. */
export function deathsByCause(litter: AnimalLitter, t: TFunction): string | null {
  const total = litter.deaths.reduce((sum, death) => sum + death.count, 0);
  if (total === 0) return null;
  const causes = litter.deaths
    .map((death) => `${death.cause ?? t('animals.litters.noCause')} ${death.count}`)
    .join(', ');
  return `${total} (${causes})`;
}

/**
 * Her litters as a report grid, newest first: the grid's sticky first column (the parity) and
 * its scrolling inside its box keep a phone's card from scrolling sideways.
 */
export function littersGrid(litters: readonly AnimalLitter[], t: TFunction): ReportGrid {
  const header = (id: string) => t(`animals.litters.columns.${id}`);
  return {
    columns: [
      { id: 'parity', header: header('parity'), kind: 'count' },
      { id: 'farrowing_date', header: header('farrowing_date'), kind: 'date' },
      { id: 'born_alive', header: header('born_alive'), kind: 'count' },
      { id: 'stillborn', header: header('stillborn'), kind: 'count' },
      { id: 'mummified', header: header('mummified'), kind: 'count' },
      { id: 'fostered', header: header('fostered'), kind: 'count' },
      { id: 'deaths', header: header('deaths'), kind: 'text', prose: true },
      { id: 'weaned', header: header('weaned'), kind: 'count' },
      { id: 'weaning_date', header: header('weaning_date'), kind: 'date' },
      { id: 'weaning_weight', header: header('weaning_weight'), kind: 'weight' },
      { id: 'days_to_service', header: header('days_to_service'), kind: 'count' },
    ],
    rows: gridRows(
      [...litters].reverse(),
      (litter) => `${litter.parity}-${litter.farrowing_date}`,
      (litter) => ({
        parity: litter.parity,
        farrowing_date: litter.farrowing_date,
        born_alive: litter.born_alive,
        stillborn: litter.stillborn,
        mummified: litter.mummified,
        fostered: litter.fostered,
        deaths: deathsByCause(litter, t),
        weaned: litter.weaned,
        weaning_date: litter.weaning_date,
        weaning_weight: litter.weaning_weight_kg,
        days_to_service: litter.days_to_service,
      }),
      () => ({ 'data-testid': 'animal-litter-row' }),
    ),
  };
}
