import { z } from 'zod';
import { filterGroupIssues, type FilterGroupIssue } from '../periods/filter-group.js';
import {
  lactationDaysIssue,
  MAX_LACTATION_DAY,
  type LactationDaysIssue,
} from '../periods/lactation-days.js';
import { refuseRepeats } from './preference-rules.js';

/** The report filters kept in preferences: lactation days (spec §3, §5) and saved groups. */

const LACTATION_DAYS_REASONS: Record<LactationDaysIssue, string> = {
  not_a_day: `each day must be a whole number from 0 to ${MAX_LACTATION_DAY}`,
  from_after_to: 'from must not be after to',
};

/**
 * What formatLactationDays writes ('1/18'): exactly what feeding's parseDayRange reads back, so
 * a saved range never silently falls back to the default when read.
 */
const lactationDayRangeSchema = z.string().superRefine((text, ctx) => {
  const match = /^(\d{1,3})\/(\d{1,3})$/.exec(text);
  const issue = match ? lactationDaysIssue({ from: Number(match[1]), to: Number(match[2]) }) : null;
  if (!match)
    ctx.addIssue({ code: 'custom', message: 'must be from/to lactation days, e.g. 1/18' });
  else if (issue) ctx.addIssue({ code: 'custom', message: LACTATION_DAYS_REASONS[issue] });
});

/** `lactation`: the lactation reports' date settings, among them lactation_day_range. */
export const lactationPreferenceSchema = z.object({
  lactation_day_range: lactationDayRangeSchema.optional(),
});

const FILTER_GROUP_REASONS: Record<FilterGroupIssue, { field: 'name' | 'items'; reason: string }> =
  {
    name_required: { field: 'name', reason: 'is required' },
    name_has_dot: { field: 'name', reason: 'must not contain a dot' },
    no_items: { field: 'items', reason: 'must hold at least one item' },
  };

const filterGroupSchema = z
  .object({ name: z.string(), items: z.array(z.string()) })
  .superRefine((group, ctx) => {
    for (const issue of filterGroupIssues(group)) {
      const { field, reason } = FILTER_GROUP_REASONS[issue];
      ctx.addIssue({ code: 'custom', path: [field], message: reason });
    }
  });

/**
 * `filterGroups`: per report key, its saved filter groups. Saving under a name already used
 * replaces that group (filterGroupSaveMode), so a list never holds one name twice.
 */
export const filterGroupsPreferenceSchema = z.record(
  z.string().min(1, 'a report key is required'),
  z.array(filterGroupSchema).superRefine((groups, ctx) =>
    refuseRepeats(
      ctx,
      groups.map((group) => group.name.trim()),
      'group name',
      (index) => [index, 'name'],
    ),
  ),
);
