import { formatDate, RECORD_FIELDS, type AnimalEvent, type DisplayPrefs } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { formatValue, unitLabel } from '../../../lib/reports/cell-format';

/** A field's value in words: results and kinds translated, dates and weights in the user's formats. */
function fieldValue(field: string, value: unknown, prefs: DisplayPrefs, t: TFunction): string {
  if (field === 'result') return t(`animals.events.results.${String(value)}`);
  if (field === 'kind') return t(`animals.events.removalKinds.${String(value)}`);
  if (field === 'birth_date') return formatDate(String(value), prefs);
  if (field === 'weight_kg' && typeof value === 'number')
    return formatValue(value, 'weight', prefs);
  return typeof value === 'number' ? formatValue(value, 'count', prefs) : String(value);
}

/**
 * An event's own fields in words, in the records format's order: "Born alive: 13 · Stillborn: 1".
 * Fields left empty are left out.
 */
export function eventFields(event: AnimalEvent, prefs: DisplayPrefs, t: TFunction): string {
  return RECORD_FIELDS[event.type]
    .filter((field) => event.fields[field] !== null && event.fields[field] !== undefined)
    .map((field) => {
      const label = t(`animals.events.fields.${event.type === 'foster' ? 'fostered' : field}`);
      const shown = field === 'weight_kg' ? unitLabel(label, 'weight', prefs) : label;
      return t('animals.events.field', {
        label: shown,
        value: fieldValue(field, event.fields[field], prefs, t),
      });
    })
    .join(' · ');
}
