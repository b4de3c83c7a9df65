import { z } from 'zod';
import { PRESENT_STATUSES } from '../herd/sow-status.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { actionWindowsSchema } from './action-windows.js';

/** The barn's action lists (docs/action-lists.md), in the order a day's round reads them. */
export const ACTION_LISTS = [
  'heat_check',
  'preg_check',
  'move_to_farrowing',
  'due_to_farrow',
  'due_to_wean',
  'weaned_not_served',
  'gilts_overdue',
  'inactive',
] as const;
export type ActionList = (typeof ACTION_LISTS)[number];

/** Which of a list's windows made her due, when a list has several. */
export const ACTION_NOTES = ['heat_1', 'heat_2', 'check_1', 'check_2', 'not_in_pig'] as const;
export type ActionNote = (typeof ACTION_NOTES)[number];

const date = z.string().describe('YYYY-MM-DD, a calendar day of the site');

export const actionItemSchema = z.object({
  animal: z.string(),
  parity: z.number().int(),
  status: z.enum(PRESENT_STATUSES),
  location: z.string().nullable().describe('Her place that day (her last record naming one)'),
  room: z.string().nullable().describe('The room of that place in the location tree'),
  due_date: date.describe('The day the list’s window makes her due'),
  days: z.number().int().describe('The day − due_date: days overdue, or (below 0) days ahead'),
  overdue: z.boolean(),
  note: z.enum(ACTION_NOTES).nullable(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionListsQuerySchema = z.object({
  date: calendarDateSchema.optional().describe('The day; default: the site’s today'),
});

export const actionListsSchema = z.object({
  date,
  windows: actionWindowsSchema,
  gestation_length: z
    .number()
    .int()
    .describe('The mean gestation of the year’s farrowings to the day, rounded; else 115'),
  lactation_length: z.number().int().describe('The site’s target lactation length'),
  lists: z.object(
    Object.fromEntries(ACTION_LISTS.map((list) => [list, z.array(actionItemSchema)])) as Record<
      ActionList,
      z.ZodArray<typeof actionItemSchema>
    >,
  ),
});
export type ActionLists = z.infer<typeof actionListsSchema>;
