import { PEN_RETURN_BANDS, type LocationUse } from '@barnboard/domain';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import { gridRows } from '../../../lib/reports/report-table';
import { getLocationUse } from '../api/get-location-use';
import { crateCalendarGrid } from './crate-calendar';
import { occupancyChart } from './occupancy-chart';

const roomValue = (room: string | null) => room ?? '';

/** Mean animals there: animal-days ÷ the period's days. */
const meanAnimals = (animalDays: number, days: number) => (days === 0 ? null : animalDays / days);

/**
 * Location use (locations, docs/inventory.md): each room, pen, stall, crate and station over the
 * period (animals on its last day, mean animals, occupancy, days empty, gilts and whether a pen
 * is mixed), the moves of served females into pens by days since service, the farrowing crates'
 * occupancy day by day, and the crate calendar of the period's last five weeks.
 */
export const locationUseReport: ReportDefinition<LocationUse> = {
  key: 'locations',
  titleKey: 'pages.locations',
  fetch: (request, signal) => getLocationUse(request.siteId, request.range, signal),
  filters: [
    {
      id: 'room',
      labelKey: 'inventory.columns.room',
      options: (answer) =>
        (answer?.rooms ?? []).map((row) => ({ value: row.room, label: row.room })),
      narrow: (answer, values) => ({
        ...answer,
        rooms: answer.rooms.filter((row) => values.includes(row.room)),
        places: answer.places.filter((row) => values.includes(roomValue(row.room))),
        occupancy_by_day: answer.occupancy_by_day.filter((row) => values.includes(row.room)),
        calendar: {
          ...answer.calendar,
          crates: answer.calendar.crates.filter((row) => values.includes(roomValue(row.room))),
        },
      }),
      comparable: false,
    },
  ],
  figures: (answer, { t }) => [
    { id: 'crates', label: t('inventory.figures.crates'), kind: 'count', value: answer.crates },
    {
      id: 'crates_occupied',
      label: t('inventory.figures.cratesOccupied'),
      kind: 'count',
      value: answer.crates_occupied,
    },
    {
      id: 'crate_occupancy',
      label: t('inventory.figures.crateOccupancy'),
      kind: 'percent',
      value: answer.crate_occupancy,
      metric: 'crate_occupancy',
    },
    {
      id: 'crate_empty_days',
      label: t('inventory.figures.crateEmptyDays'),
      kind: 'number',
      value: answer.crate_empty_days,
    },
    {
      id: 'litters',
      label: t('inventory.figures.littersPeriod'),
      kind: 'count',
      value: answer.litters,
    },
    {
      id: 'litters_per_crate_year',
      label: t('inventory.figures.littersPerCrateYear'),
      kind: 'number',
      value: answer.litters_per_crate_year,
      metric: 'litters_per_crate_year',
    },
    {
      id: 'mixed_pens',
      label: t('inventory.figures.mixedPens'),
      kind: 'count',
      value: answer.mixed_pens,
    },
    ...PEN_RETURN_BANDS.map((band) => ({
      id: `pen_returns_${band}`,
      label: t(`inventory.figures.penReturns.${band}`),
      kind: 'count' as const,
      value: answer.pen_returns[band],
    })),
  ],
  views: [
    {
      id: 'rooms',
      labelKey: 'inventory.views.rooms',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
          { id: 'building', header: t('inventory.columns.building'), kind: 'text' },
          { id: 'section', header: t('inventory.columns.section'), kind: 'text' },
          { id: 'places', header: t('inventory.columns.places'), kind: 'count', total: 'sum' },
          { id: 'present', header: t('inventory.columns.present'), kind: 'count', total: 'sum' },
          {
            id: 'mean_animals',
            header: t('inventory.columns.meanAnimals'),
            kind: 'number',
            total: 'sum',
          },
          {
            id: 'occupancy',
            header: t('inventory.columns.occupancy'),
            kind: 'percent',
            total: 'mean',
          },
          { id: 'empty_days', header: t('inventory.columns.emptyDays'), kind: 'count' },
        ],
        rows: gridRows(
          answer.rooms,
          (row) => row.room,
          (row) => ({
            room: row.room,
            building: row.building,
            section: row.section === null ? null : t(`inventory.sections.${row.section}`),
            places: row.places,
            present: row.present,
            mean_animals: meanAnimals(row.animal_days, answer.days),
            occupancy: row.occupancy,
            empty_days: row.empty_days,
          }),
          (row) => ({ 'data-testid': 'room-row', 'data-room': row.room }),
        ),
      }),
    },
    {
      id: 'places',
      labelKey: 'inventory.views.places',
      grid: (answer, { t }) => ({
        columns: [
          { id: 'name', header: t('inventory.columns.place'), kind: 'text' },
          { id: 'kind', header: t('inventory.columns.kind'), kind: 'text' },
          { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
          { id: 'serves', header: t('inventory.columns.serves'), kind: 'text' },
          { id: 'stations', header: t('inventory.columns.stations'), kind: 'count', total: 'sum' },
          { id: 'present', header: t('inventory.columns.present'), kind: 'count' },
          { id: 'mean_animals', header: t('inventory.columns.meanAnimals'), kind: 'number' },
          {
            id: 'occupancy',
            header: t('inventory.columns.occupancy'),
            kind: 'percent',
            total: 'mean',
          },
          {
            id: 'empty_days',
            header: t('inventory.columns.emptyDays'),
            kind: 'count',
            total: 'mean',
          },
          { id: 'gilts', header: t('inventory.columns.gilts'), kind: 'count' },
          { id: 'mixed', header: t('inventory.columns.mixed'), kind: 'text' },
        ],
        footnote: t('inventory.mixedPenNote'),
        rows: gridRows(
          answer.places,
          (row) => row.name,
          (row) => ({
            name: row.name,
            kind: t(`inventory.kinds.${row.kind ?? 'outside'}`),
            room: row.room,
            serves: row.serves,
            stations: row.stations,
            present: row.present,
            mean_animals: meanAnimals(row.animal_days, answer.days),
            occupancy: row.occupancy,
            empty_days: row.empty_days,
            gilts: row.gilts,
            mixed: row.mixed ? t('inventory.mixedPen') : null,
          }),
          (row) => ({
            'data-testid': 'place-row',
            'data-place': row.name,
            'data-mixed': String(row.mixed),
          }),
        ),
      }),
    },
    {
      id: 'calendar',
      labelKey: 'inventory.views.calendar',
      grid: (answer, { t, prefs }) => crateCalendarGrid(answer, t, prefs.language),
    },
  ],
  chart: occupancyChart,
  isEmpty: (answer) => answer.rooms.length === 0 && answer.places.length === 0,
  emptyKey: 'inventory.empty.locations',
};
