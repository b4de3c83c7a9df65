import { readDisplayPrefs, type DisplayPrefs, type Preferences } from '@barnboard/domain';

/** Spec §3 silosOrder: how bins are sorted inside their building. */
export const SILO_ORDERS = ['name', 'fill_level', 'days_until_empty', 'quantity'] as const;
export type SiloOrder = (typeof SILO_ORDERS)[number];

/** Spec §3 silosDisplay: cards with a gauge, or one compact row per bin. */
export const SILO_DISPLAYS = ['cards', 'list'] as const;
export type SiloDisplay = (typeof SILO_DISPLAYS)[number];

export type SiloPrefs = {
  order: SiloOrder;
  display: SiloDisplay;
  /** Units, date format and clock (siloWeight default t, length default m: spec §9). */
  displayPrefs: DisplayPrefs;
};

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The silos page's preferences; anything missing or unreadable takes its default. */
export function readSiloPrefs(prefs: Preferences): SiloPrefs {
  return {
    order: oneOf(SILO_ORDERS, prefs['silosOrder'], 'name'),
    display: oneOf(SILO_DISPLAYS, prefs['silosDisplay'], 'cards'),
    displayPrefs: readDisplayPrefs(prefs),
  };
}
