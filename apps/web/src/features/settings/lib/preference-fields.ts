import {
  COLORS_DISPLAY,
  DATE_FORMATS,
  GRID_DISPLAYS,
  LENGTH_UNITS,
  LIQUID_UNITS,
  SILO_DISPLAYS,
  SILO_ORDERS,
  TEMPERATURE_UNITS,
  THOUSAND_DAY_FORMATS,
  WEIGHT_UNITS,
  colourOptions,
  maturityAgeOf,
  readDisplayPrefs,
  storedDisplayPreferences,
  type EditableDisplayPrefs,
  type Preferences,
} from '@barnboard/domain';

/**
 * Every display preference of spec §3 the settings page edits, with its choices as the page
 * shows them (`value`: a stable string) and the stored keys a choice writes. A preference is
 * saved the moment it changes, and every screen reads it from the session at once.
 */
export type ChoiceField = {
  id: string;
  /** `settings.prefs.<labelKey>` names the field. */
  labelKey: string;
  /** The choices, in order. */
  values: readonly string[];
  /** The translation key of a choice. */
  choiceKey: (value: string) => string;
  read: (prefs: Preferences) => string;
  write: (value: string) => Record<string, unknown>;
};

const display = <K extends keyof EditableDisplayPrefs>(key: K) => ({
  read: (prefs: Preferences) => String(readDisplayPrefs(prefs)[key]),
  write: (value: string) =>
    // `value` is one of the field's own choices, the values of `key`.
    storedDisplayPreferences({ [key]: key === 'hourCycle' ? Number(value) : value }),
});

const coloursOf = (prefs: Preferences) =>
  colourOptions({ colorsDisplay: prefs['colorsDisplay'], gradientOrNo: prefs['gradientOrNo'] });

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

const unitKey = (value: string) => `settings.units.${value}`;

export const UNIT_FIELDS: ChoiceField[] = [
  {
    id: 'weight',
    labelKey: 'weight',
    values: WEIGHT_UNITS,
    choiceKey: unitKey,
    ...display('weight'),
  },
  {
    id: 'silo-weight',
    labelKey: 'siloWeight',
    values: WEIGHT_UNITS,
    choiceKey: unitKey,
    ...display('siloWeight'),
  },
  {
    id: 'length',
    labelKey: 'length',
    values: LENGTH_UNITS,
    choiceKey: unitKey,
    ...display('length'),
  },
  {
    id: 'temperature',
    labelKey: 'temperature',
    values: TEMPERATURE_UNITS,
    choiceKey: unitKey,
    ...display('temperature'),
  },
  {
    id: 'liquid',
    labelKey: 'liquid',
    values: LIQUID_UNITS,
    choiceKey: unitKey,
    ...display('liquid'),
  },
];

export const TIME_FORMAT_FIELD: ChoiceField = {
  id: 'time-format',
  labelKey: 'timeFormat',
  values: ['24', '12'],
  choiceKey: (value) => `settings.prefs.timeFormats.${value}`,
  ...display('hourCycle'),
};

export const DATE_FORMAT_FIELD: ChoiceField = {
  id: 'date-format',
  labelKey: 'dateFormat',
  values: DATE_FORMATS,
  choiceKey: (value) => `settings.prefs.dateFormats.${value}`,
  ...display('dateFormat'),
};

export const THOUSAND_DAY_FORMAT_FIELD: ChoiceField = {
  id: 'thousand-day-format',
  labelKey: 'thousandDayFormat',
  values: THOUSAND_DAY_FORMATS,
  choiceKey: (value) => `settings.prefs.thousandDayFormats.${value}`,
  ...display('thousandDayFormat'),
};

export const REPORT_FIELDS: ChoiceField[] = [
  {
    id: 'colors',
    labelKey: 'colorsDisplay',
    values: COLORS_DISPLAY,
    choiceKey: (value) => `settings.prefs.colorsDisplays.${value}`,
    read: (prefs) => coloursOf(prefs).colorsDisplay,
    write: (value) => ({ colorsDisplay: value }),
  },
  {
    id: 'grid',
    labelKey: 'gridDisplay',
    values: GRID_DISPLAYS,
    choiceKey: (value) => `reports.display.${value}`,
    read: (prefs) => oneOf(GRID_DISPLAYS, prefs['gridDisplay'], 'standard'),
    write: (value) => ({ gridDisplay: value }),
  },
];

export const SILO_FIELDS: ChoiceField[] = [
  {
    id: 'silos-order',
    labelKey: 'silosOrder',
    values: SILO_ORDERS,
    choiceKey: (value) => `silos.toolbar.orders.${value}`,
    read: (prefs) => oneOf(SILO_ORDERS, prefs['silosOrder'], 'name'),
    write: (value) => ({ silosOrder: value }),
  },
  {
    id: 'silos-display',
    labelKey: 'silosDisplay',
    values: SILO_DISPLAYS,
    choiceKey: (value) => `silos.toolbar.displays.${value}`,
    read: (prefs) => oneOf(SILO_DISPLAYS, prefs['silosDisplay'], 'cards'),
    write: (value) => ({ silosDisplay: value }),
  },
];

export const readGradient = (prefs: Preferences) => coloursOf(prefs).gradient;
export const readThousandDayCalendar = (prefs: Preferences) =>
  readDisplayPrefs(prefs).thousandDayCalendar;
export const readMaturityAge = maturityAgeOf;
