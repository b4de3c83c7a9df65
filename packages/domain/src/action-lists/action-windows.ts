import { z } from 'zod';
import { expectedVersionSchema } from '../api/common.js';
import { RETURN_BAND_DAYS } from '../kpi/bands.js';

/**
 * The windows of the barn's action lists (docs/action-lists.md), a site setting: days counted
 * from the event that makes a female due (her service, farrowing, weaning or entry). The
 * defaults are herd-reports.md §9.2's; a site's manager changes them.
 */

export const ACTION_WINDOW_KEYS = [
  'heat_check_1_from',
  'heat_check_1_to',
  'heat_check_2_from',
  'heat_check_2_to',
  'preg_check_1_from',
  'preg_check_1_overdue',
  'preg_check_2_from',
  'preg_check_2_to',
  'move_before_farrowing',
  'farrow_lead',
  'farrow_overdue',
  'not_in_pig',
  'wean_lead',
  'wean_overdue',
  'weaned_after',
  'weaned_overdue',
  'gilt_acclimatisation',
  'inactive_days',
] as const;
export type ActionWindowKey = (typeof ACTION_WINDOW_KEYS)[number];
export type ActionWindows = Record<ActionWindowKey, number>;

export const DEFAULT_ACTION_WINDOWS: ActionWindows = {
  // Returns show one and two heat cycles after the service: the regular return bands.
  heat_check_1_from: RETURN_BAND_DAYS.regular.from,
  heat_check_1_to: RETURN_BAND_DAYS.regular.to,
  heat_check_2_from: RETURN_BAND_DAYS.regular_second.from,
  heat_check_2_to: RETURN_BAND_DAYS.regular_second.to,
  // First check from day 24, overdue with no check by day 42; the second on days 56–75.
  preg_check_1_from: 24,
  preg_check_1_overdue: 42,
  preg_check_2_from: 56,
  preg_check_2_to: 75,
  // To the farrowing crate 5 days before she is due (a farm setting, not sourced).
  move_before_farrowing: 5,
  // Due to farrow: listed a week ahead, overdue 3 days after; "not in pig" past 120 days.
  farrow_lead: 7,
  farrow_overdue: 3,
  not_in_pig: 120,
  // Due to wean: listed a week ahead, overdue 3 days after (spec "within 3 days either side").
  wean_lead: 7,
  wean_overdue: 3,
  // Weaned and not served: listed after 7 days, overdue after 21.
  weaned_after: 7,
  weaned_overdue: 21,
  // Gilts: served after their acclimatisation (6 weeks, a farm setting).
  gilt_acclimatisation: 42,
  // No event at all for this many days (gestating females not yet due aside).
  inactive_days: 35,
};

const days = (max: number) => z.number().int().min(0).max(max);

/** The bounds of each window, in days: wide enough for any farm, never a year. */
const windowFields = {
  heat_check_1_from: days(60),
  heat_check_1_to: days(60),
  heat_check_2_from: days(90),
  heat_check_2_to: days(90),
  preg_check_1_from: days(60),
  preg_check_1_overdue: days(90),
  preg_check_2_from: days(110),
  preg_check_2_to: days(110),
  move_before_farrowing: days(30),
  farrow_lead: days(30),
  farrow_overdue: days(30),
  not_in_pig: days(200),
  wean_lead: days(30),
  wean_overdue: days(30),
  weaned_after: days(60),
  weaned_overdue: days(120),
  gilt_acclimatisation: days(200),
  inactive_days: z.number().int().min(1).max(365),
} satisfies Record<ActionWindowKey, z.ZodNumber>;

/** Pairs that must not run backwards: [earlier, later]. */
const ORDERED_PAIRS: readonly [ActionWindowKey, ActionWindowKey][] = [
  ['heat_check_1_from', 'heat_check_1_to'],
  ['heat_check_1_to', 'heat_check_2_from'],
  ['heat_check_2_from', 'heat_check_2_to'],
  ['preg_check_1_from', 'preg_check_1_overdue'],
  ['preg_check_1_from', 'preg_check_2_from'],
  ['preg_check_2_from', 'preg_check_2_to'],
  ['weaned_after', 'weaned_overdue'],
];

export const actionWindowsSchema = z
  .object(windowFields)
  .strict()
  .superRefine((windows, context) => {
    for (const [earlier, later] of ORDERED_PAIRS) {
      if (windows[earlier] > windows[later]) {
        context.addIssue({
          code: 'custom',
          path: [later],
          message: `must not be below ${earlier} (${windows[earlier]})`,
        });
      }
    }
  });

/** The windows as stored and read: the values and the version an edit must name. */
export const actionWindowsAnswerSchema = z.object({
  windows: actionWindowsSchema,
  /** When they were last saved; null while the site keeps the defaults. */
  updated_at: z.string().nullable(),
});
export type ActionWindowsAnswer = z.infer<typeof actionWindowsAnswerSchema>;

export const actionWindowsUpdateSchema = z
  .object({
    windows: actionWindowsSchema,
    expected_updated_at: expectedVersionSchema
      .nullable()
      .describe('The updated_at the edit is based on; null: the defaults, never saved'),
  })
  .strict();
export type ActionWindowsUpdate = z.infer<typeof actionWindowsUpdateSchema>;

/** Stored windows, each missing or unreadable one replaced by its default. */
export function actionWindowsOf(stored: unknown): ActionWindows {
  const parsed = actionWindowsSchema.safeParse({ ...DEFAULT_ACTION_WINDOWS, ...asObject(stored) });
  return parsed.success ? parsed.data : { ...DEFAULT_ACTION_WINDOWS };
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
