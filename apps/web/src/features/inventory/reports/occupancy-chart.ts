import { dateOfDay, dayNumber, type LocationUse } from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportContext } from '../../../lib/reports/report-definition';

/** More farrowing rooms than this and the chart draws their whole only, not each one. */
const MAX_ROOM_LINES = 4;

/**
 * Crate occupancy day by day (PigCHAMP's occupancy chart): the share of the farrowing crates
 * holding an animal, all rooms together, and each room's when there are few (the room filter
 * picks them). Null without a farrowing crate.
 */
export function occupancyChart(
  answer: LocationUse,
  { t, prefs, colours }: ReportContext & { colours: ChartColours },
): ChartOption | null {
  const rooms = answer.occupancy_by_day;
  const crates = rooms.reduce((sum, room) => sum + room.crates, 0);
  if (crates === 0) return null;
  const first = dayNumber(answer.from);
  const total = Array.from({ length: answer.days }, (_, day) =>
    rooms.reduce((sum, room) => sum + room.occupied[day]!, 0),
  );
  return categoryChart({
    categories: total.map((_, day) => formatValue(dateOfDay(first + day), 'date', prefs)),
    series: [
      {
        name: t('inventory.chart.allCrates'),
        type: 'line',
        values: total.map((occupied) => occupied / crates),
      },
      ...(rooms.length <= MAX_ROOM_LINES && rooms.length > 1
        ? rooms.map((room) => ({
            name: room.room,
            type: 'line' as const,
            values: room.occupied.map((occupied) => occupied / room.crates),
          }))
        : []),
    ],
    colours,
    kind: 'percent',
    prefs,
    metric: t('inventory.columns.occupancy'),
  });
}
