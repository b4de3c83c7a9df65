import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseDate } from '@barnboard/domain';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { fieldText, type DateFieldInputProps } from './date-field-model';

/**
 * The date field's picker, in a chunk of its own (loaded by date-field.tsx): Mantine's DateInput
 * writes and reads the date in the user's format, and its calendar names months and days in the
 * user's language (dayjs's catalogues for French and Spanish, registered here).
 */
export default function DateFieldInput({
  value,
  onChange,
  min,
  max,
  prefs,
  ...field
}: DateFieldInputProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...field}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={(day) => fieldText(day, prefs)}
      dateParser={(text) => parseDate(text, prefs.dateFormat, prefs.language)}
      locale={prefs.language}
      minDate={min ?? undefined}
      maxDate={max}
      placeholder={t(`dateField.placeholder.${prefs.dateFormat}`)}
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={{
        nextMonth: t('dateField.nextMonth'),
        previousMonth: t('dateField.previousMonth'),
        nextYear: t('dateField.nextYear'),
        previousYear: t('dateField.previousYear'),
        nextDecade: t('dateField.nextDecade'),
        previousDecade: t('dateField.previousDecade'),
        monthLevelControl: t('dateField.chooseMonth'),
        yearLevelControl: t('dateField.chooseYear'),
      }}
    />
  );
}
