import type { TextInputProps } from '@mantine/core';
import { formatDate, type DisplayPrefs } from '@barnboard/domain';

/** What a date field takes (date-field.tsx), and what its lazily loaded picker is given. */
export type DateFieldProps = Pick<
  TextInputProps,
  'label' | 'description' | 'error' | 'w' | 'miw' | 'style'
> & {
  /** The day (YYYY-MM-DD), or '' for none. */
  value: string;
  /** The day chosen or typed (YYYY-MM-DD), or '' once cleared. */
  onChange: (day: string) => void;
  /** The first and last days that may be chosen (YYYY-MM-DD). */
  min?: string | null;
  max?: string;
  /** The field may be emptied (a filter). */
  clearable?: boolean;
  'data-testid'?: string;
};

export type DateFieldInputProps = DateFieldProps & { prefs: DisplayPrefs };

/**
 * A day as the field writes it: in the user's date format, without the 1000-day suffix, which is
 * for reading: what the field shows is what is typed back (parseDate).
 */
export function fieldText(day: string, prefs: DisplayPrefs): string {
  return day ? formatDate(day, { ...prefs, thousandDayCalendar: false }) : '';
}
