import {
  formatDate,
  formatSiloWeight,
  formatWeekday,
  fromSi,
  parsePreferences,
  readDisplayPrefs,
  toSi,
  UNIT_SYMBOLS,
  type DisplayPrefs,
} from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../lib/session/session-store';

/**
 * The delivery plan's figures and days in the user's preferences: feed in the silo weight unit,
 * days in their date format with the weekday. The plan's days are its sites' calendar days
 * already (the server dates them on each site's clock), so no time zone moves them here.
 */
export type PlanFormat = {
  prefs: DisplayPrefs;
  quantity: (kg: number) => string;
  /** "Thursday 26-11-2026". */
  day: (date: string) => string;
  unit: string;
  /** A quantity typed in the user's unit, in kg; and back. */
  toKg: (value: number) => number;
  fromKg: (kg: number) => number;
};

export function makePlanFormat(prefs: DisplayPrefs): PlanFormat {
  return {
    prefs,
    quantity: (kg) => formatSiloWeight(kg, prefs),
    day: (date) => `${formatWeekday(date, prefs.language)} ${formatDate(date, prefs)}`,
    unit: UNIT_SYMBOLS[prefs.siloWeight],
    toKg: (value) => Math.round(toSi(value, prefs.siloWeight)),
    fromKg: (kg) => Math.round(fromSi(kg, prefs.siloWeight) * 100) / 100,
  };
}

export function usePlanFormat(): PlanFormat {
  const { i18n } = useTranslation();
  const prefsJson = useSession().data?.user.prefs;
  const language = currentLanguage(i18n.resolvedLanguage);
  return useMemo(
    () => makePlanFormat({ ...readDisplayPrefs(parsePreferences(prefsJson)), language }),
    [prefsJson, language],
  );
}
