import {
  Divider,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  LOCALES,
  MAX_MATURITY_AGE_DAYS,
  MIN_MATURITY_AGE_DAYS,
  THEME_CHOICES,
  formatDate,
  formatThousandDay,
  themeChoice,
} from '@barnboard/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDisplayPrefs,
  usePreferences,
  saveReportPreferences,
} from '../../../lib/reports/use-report-preferences';
import { siteDay } from '../../../lib/site-time/site-clock';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import {
  DATE_FORMAT_FIELD,
  REPORT_FIELDS,
  SILO_FIELDS,
  THOUSAND_DAY_FORMAT_FIELD,
  TIME_FORMAT_FIELD,
  UNIT_FIELDS,
  readGradient,
  readMaturityAge,
  readThousandDayCalendar,
  type ChoiceField,
} from '../lib/preference-fields';
import { SettingsSection } from './settings-section';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** A choice saved as soon as it changes (shown at once, put back if the server refuses it). */
function ChoiceSelect({
  field,
  label,
  optionLabel,
}: {
  field: ChoiceField;
  label?: string;
  optionLabel?: (value: string) => string;
}) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <NativeSelect
      data-testid={`settings-${field.id}`}
      label={label ?? t(`settings.prefs.${field.labelKey}`)}
      value={field.read(prefs)}
      onChange={(event) => saveReportPreferences(field.write(event.currentTarget.value))}
      data={field.values.map((value) => ({
        value,
        label: optionLabel ? optionLabel(value) : t(field.choiceKey(value)),
      }))}
    />
  );
}

/** The herd's maturity age in days, saved once it is a whole number in its range. */
function MaturityAgeInput() {
  const { t } = useTranslation();
  const stored = readMaturityAge(usePreferences());
  const [draft, setDraft] = useState<string | number>(stored);
  // Said once the user leaves the field, not at the first digit of "210".
  const [left, setLeft] = useState(false);
  const value = typeof draft === 'number' ? draft : Number.NaN;
  const valid =
    Number.isInteger(value) && value >= MIN_MATURITY_AGE_DAYS && value <= MAX_MATURITY_AGE_DAYS;
  return (
    <NumberInput
      data-testid="settings-maturity-age"
      label={t('settings.prefs.maturityAge')}
      description={t('settings.prefs.maturityAgeHelp')}
      suffix={` ${t('settings.prefs.days')}`}
      min={MIN_MATURITY_AGE_DAYS}
      max={MAX_MATURITY_AGE_DAYS}
      allowDecimal={false}
      clampBehavior="none"
      value={draft}
      onChange={setDraft}
      onBlur={() => {
        setLeft(true);
        if (valid && value !== stored) saveReportPreferences({ maturityAge: value });
      }}
      error={
        valid || !left
          ? undefined
          : t('settings.prefs.maturityAgeRange', {
              min: MIN_MATURITY_AGE_DAYS,
              max: MAX_MATURITY_AGE_DAYS,
            })
      }
    />
  );
}

/**
 * Every display preference of spec §3 (docs/preferences.md): language and theme, units, clock,
 * date format and 1000-day calendar, maturity age, colours, grids and silos. Each is saved the
 * moment it changes and applies at once on every screen; nothing waits for a save button.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const displayPrefs = useDisplayPrefs();
  const today = siteDay(useSiteTimeZone());
  const calendarOn = readThousandDayCalendar(prefs);
  const dateExample = (format: string) =>
    formatDate(today, {
      ...displayPrefs,
      dateFormat: format as typeof displayPrefs.dateFormat,
      thousandDayCalendar: false,
    });

  return (
    <SettingsSection
      title={t('settings.preferences')}
      help={t('settings.preferencesHelp')}
      testId="settings-preferences"
    >
      <Group title={t('settings.prefs.general')}>
        <NativeSelect
          data-testid="settings-language"
          label={t('settings.language')}
          value={displayPrefs.language}
          onChange={(event) => saveReportPreferences({ Language: event.currentTarget.value })}
          data={LOCALES.map((locale) => ({
            value: locale,
            label: t(`settings.languages.${locale}`),
          }))}
        />
        <NativeSelect
          data-testid="settings-theme"
          label={t('settings.theme')}
          value={themeChoice(prefs)}
          onChange={(event) => saveReportPreferences({ theme: event.currentTarget.value })}
          data={THEME_CHOICES.map((choice) => ({
            value: choice,
            label: t(`settings.themes.${choice}`),
          }))}
        />
      </Group>
      <Divider />
      <Group title={t('settings.prefs.units')}>
        {UNIT_FIELDS.map((field) => (
          <ChoiceSelect key={field.id} field={field} />
        ))}
      </Group>
      <Divider />
      <Group title={t('settings.prefs.dates')}>
        <ChoiceSelect field={TIME_FORMAT_FIELD} />
        <ChoiceSelect
          field={DATE_FORMAT_FIELD}
          optionLabel={(format) =>
            `${t(DATE_FORMAT_FIELD.choiceKey(format))} (${dateExample(format)})`
          }
        />
        <Switch
          data-testid="settings-thousand-day"
          label={t('settings.prefs.thousandDayCalendar')}
          description={t('settings.prefs.thousandDayCalendarHelp')}
          checked={calendarOn}
          onChange={(event) =>
            saveReportPreferences({ thousandDayCalendar: event.currentTarget.checked })
          }
        />
        {calendarOn && (
          <ChoiceSelect
            field={THOUSAND_DAY_FORMAT_FIELD}
            optionLabel={(format) =>
              `${t(THOUSAND_DAY_FORMAT_FIELD.choiceKey(format))} (${formatThousandDay(
                today,
                format as 'TTT',
              )})`
            }
          />
        )}
      </Group>
      <Divider />
      <Group title={t('settings.prefs.herd')}>
        <MaturityAgeInput />
      </Group>
      <Divider />
      <Group title={t('settings.prefs.reports')}>
        {REPORT_FIELDS.map((field) => (
          <ChoiceSelect key={field.id} field={field} />
        ))}
        <Switch
          data-testid="settings-gradient"
          label={t('settings.prefs.gradient')}
          description={t('settings.prefs.gradientHelp')}
          checked={readGradient(prefs)}
          onChange={(event) => saveReportPreferences({ gradientOrNo: event.currentTarget.checked })}
        />
      </Group>
      <Divider />
      <Group title={t('settings.prefs.silos')}>
        {SILO_FIELDS.map((field) => (
          <ChoiceSelect key={field.id} field={field} />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('settings.prefs.savedAtOnce')}
      </Text>
    </SettingsSection>
  );
}
