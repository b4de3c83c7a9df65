import { roomOf } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ReportFilterOption } from '../../../lib/reports/report-definition';

/** The room of a location without its crate or pen number; '' for no location. */
export const roomKey = (location: string | null) => roomOf(location) ?? '';

/** The rooms of some rows as filter options, in natural order ('Farrowing A' … 'Farrowing C'). */
export function roomOptions(
  locations: readonly (string | null)[],
  t: TFunction,
): ReportFilterOption[] {
  return [...new Set(locations.map(roomKey))]
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((room) => ({ value: room, label: room || t('feeding.noLocation') }));
}
