import { dateOfDay, dayNumber, type LocationUse } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ReportGrid } from '../../../lib/reports/report-table';
import { roomLabel } from './rooms';

/** "12 Mar": a calendar day's column, short, in the user's language. */
export const dayHeader = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The crate calendar as a grid (docs/inventory.md): a row per crate, a column per day; a cell
 * holds the lactation day of the litter in the crate, "•" for a sow without a litter (moved in
 * to farrow, or weaned and not moved out yet), nothing for an empty crate.
 */
export function crateCalendarGrid(answer: LocationUse, t: TFunction, language: string): ReportGrid {
  const { calendar } = answer;
  const first = dayNumber(calendar.from);
  const dates = Array.from({ length: dayNumber(calendar.to) - first + 1 }, (_, index) =>
    dateOfDay(first + index),
  );
  return {
    columns: [
      { id: 'crate', header: t('inventory.columns.calendarCrate'), kind: 'text' },
      { id: 'room', header: t('inventory.columns.room'), kind: 'text' },
      ...dates.map((date) => ({
        id: date,
        header: dayHeader(date, language),
        kind: 'text' as const,
      })),
    ],
    rows: calendar.crates.map((crate) => ({
      key: crate.crate,
      cells: {
        crate: crate.crate,
        room: roomLabel(crate.room, t),
        ...Object.fromEntries(
          crate.cells.map((cell, index) => [
            dates[index]!,
            cell === null ? null : cell === 'sow' ? '•' : String(cell),
          ]),
        ),
      },
      attributes: { 'data-testid': 'calendar-row', 'data-crate': crate.crate },
    })),
  };
}
