import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  LOCALES,
  THEME_CHOICES,
  parsePreferences,
  themeChoice,
  type Locale,
  type ThemeChoice,
} from '@barnboard/domain';
import { useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemeOf } from '../../../hooks/use-apply-preferences';
import { currentLanguage } from '../../../i18n';
import { notifyHttpError } from '../../../lib/notify-error';
import { savePreferences } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-store';

function isLocale(value: string): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

function isThemeChoice(value: string): value is ThemeChoice {
  return THEME_CHOICES.some((choice) => choice === value);
}

export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const user = useSession().data?.user;
  const prefs = parsePreferences(user?.prefs);
  const [language, setLanguage] = useState<Locale>(
    prefs.Language ?? currentLanguage(i18n.resolvedLanguage),
  );
  const [theme, setTheme] = useState<ThemeChoice>(themeChoice(prefs));
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await savePreferences({ Language: language, theme });
      await i18n.changeLanguage(language);
      setColorScheme(colorSchemeOf(theme));
      // `t` of this render still speaks the previous language.
      notifications.show({ color: 'green', message: i18n.t('settings.saved') });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('settings.preferences')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.preferencesHelp')}
          </Text>
        </div>
        <NativeSelect
          data-testid="settings-language"
          label={t('settings.language')}
          value={language}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLocale(value)) setLanguage(value);
          }}
          data={LOCALES.map((locale) => ({
            value: locale,
            label: t(`settings.languages.${locale}`),
          }))}
        />
        <NativeSelect
          data-testid="settings-theme"
          label={t('settings.theme')}
          value={theme}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isThemeChoice(value)) setTheme(value);
          }}
          data={THEME_CHOICES.map((choice) => ({
            value: choice,
            label: t(`settings.themes.${choice}`),
          }))}
        />
        <Group justify="flex-end">
          <Button data-testid="settings-save" loading={saving} onClick={() => void save()}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
