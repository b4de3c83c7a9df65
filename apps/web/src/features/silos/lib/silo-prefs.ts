import {
  readDisplayPrefs,
  SILO_DISPLAYS,
  SILO_ORDERS,
  type DisplayPrefs,
  type Preferences,
  type SiloDisplay,
  type SiloOrder,
} from '@barnboard/domain';

export { SILO_DISPLAYS, SILO_ORDERS, type SiloDisplay, type SiloOrder };

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
