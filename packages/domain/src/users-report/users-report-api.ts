import { z } from 'zod';
import { dayNumber } from '../herd/day-number.js';
import type { Period } from '../kpi/catalogue.js';
import { calendarDateSchema } from '../time/supported-dates.js';
import { USER_TALLY_KEYS, sumUserTallies, type UserTally } from './user-tally.js';

/** Query and answer of GET /api/sites/{siteId}/users-report (docs/kpis.md, "Users report"). */

/** The longest period: ten years, as the KPIs. */
export const MAX_USERS_REPORT_PERIOD_DAYS = 3660;

export const usersReportQuerySchema = z
  .object({
    from: calendarDateSchema.describe('First day'),
    to: calendarDateSchema.describe('Last day, included'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_USERS_REPORT_PERIOD_DAYS, {
    path: ['to'],
    message: `the period may cover at most ${MAX_USERS_REPORT_PERIOD_DAYS} days`,
  });

const tallyShape = Object.fromEntries(
  USER_TALLY_KEYS.map((key) => [key, z.number().int()]),
) as Record<(typeof USER_TALLY_KEYS)[number], z.ZodNumber>;

export const userTallySchema = z.object(tallyShape);

const userEntrySchema = z
  .object({ user: z.string().describe('The records’ `user`; "-" for records without one') })
  .extend(tallyShape);

const usersTalliesSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  users: z.array(userEntrySchema).describe('One entry per user with something counted, by name'),
  total: userTallySchema.describe('Every user together'),
});
/** The users report's counts, as the reference computes them (computeUsersReport). */
export type UsersReport = z.infer<typeof usersTalliesSchema>;

/**
 * The answer: the counts, and each user named as the product knows them (docs/kpis.md,
 * "Users report": a person of the site's tenant, for a viewer who belongs to the farm).
 */
export const usersReportSchema = usersTalliesSchema.extend({
  users: z
    .array(
      userEntrySchema.extend({
        name: z
          .string()
          .nullable()
          .describe(
            'The name of the account whose e-mail or username `user` is, when it is a person of the site’s tenant and the caller belongs to the farm; null otherwise',
          ),
      }),
    )
    .describe('One entry per user with something counted, by `user`'),
});
export type UsersReportAnswer = z.infer<typeof usersReportSchema>;

/** The answer from each user's tally: users by name (code-point order), and their total. */
export function usersReportOf(period: Period, byUser: ReadonlyMap<string, UserTally>): UsersReport {
  const users = [...byUser]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([user, counts]) => ({ user, ...counts }));
  return {
    from: period.from,
    to: period.to,
    users,
    total: sumUserTallies([...byUser.values()]),
  };
}
