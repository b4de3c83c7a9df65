import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useDisplayPrefs } from '../../lib/reports/use-report-preferences';
import { fieldText, type DateFieldProps } from './date-field-model';

/** The picker and its styles and calendars load with the first date field a page shows. */
const DateFieldInput = lazy(() => import('./date-input'));

/**
 * Every date the user types or picks (issue 28 §6): shown and read in the user's date format
 * (docs/formatting.md, "Typing a date"), its calendar in their language; the rest of the code
 * sees YYYY-MM-DD. Until the picker's chunk is there, the same field shows the date read-only.
 */
export function DateField(props: DateFieldProps) {
  const prefs = useDisplayPrefs();
  const { label, description, error, w, miw, style, value } = props;
  const waiting = (
    <TextInput
      {...{ label, description, error, w, miw, style }}
      value={fieldText(value, prefs)}
      leftSection={<IconCalendar size={16} aria-hidden />}
      readOnly
    />
  );
  return (
    <Suspense fallback={waiting}>
      <DateFieldInput {...props} prefs={prefs} />
    </Suspense>
  );
}
