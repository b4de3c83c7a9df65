import { parsePreferences, themeChoice, type ThemeChoice } from '@barnboard/domain';
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { i18n } from '../i18n';
import { useSession } from '../lib/session/session-store';

export function colorSchemeOf(choice: ThemeChoice): MantineColorScheme {
  return choice === 'default' ? 'auto' : choice;
}

/** Applies the signed-in user's language and theme whenever their preferences change. */
export function useApplyPreferences(): void {
  const user = useSession().data?.user;
  const { setColorScheme } = useMantineColorScheme();
  const prefsJson = user?.prefs;
  const locale = user?.locale;
  useEffect(() => {
    if (prefsJson === undefined) return;
    const prefs = parsePreferences(prefsJson);
    const language = prefs.Language ?? locale;
    if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    setColorScheme(colorSchemeOf(themeChoice(prefs)));
  }, [prefsJson, locale, setColorScheme]);
}
