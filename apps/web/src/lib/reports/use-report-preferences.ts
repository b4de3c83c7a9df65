import {
  parsePreferences,
  readDisplayPrefs,
  type DisplayPrefs,
  type Preferences,
} from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { notifyHttpError } from '../notify-error';
import { savePreferencesOptimistically } from '../session/optimistic-preferences';
import { useSession } from '../session/session-store';

/** The signed-in user's preferences, parsed once per change. */
export function usePreferences(): Preferences {
  const json = useSession().data?.user.prefs;
  return useMemo(() => parsePreferences(json), [json]);
}

/** Units, date format, clock and calendar, in the language the interface is shown in. */
export function useDisplayPrefs(): DisplayPrefs {
  const prefs = usePreferences();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return useMemo(() => ({ ...readDisplayPrefs(prefs), language }), [prefs, language]);
}

/** Saves report preferences: shown at once, put back (with the error shown) if refused. */
export function saveReportPreferences(changes: Record<string, unknown>): void {
  savePreferencesOptimistically(changes).catch(notifyHttpError);
}
