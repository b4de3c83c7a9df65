import { z } from 'zod';

const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * GET /api/sites/{siteId}/last-update: how recent the site's data is, for the top bar's
 * last-update indicator (spec §4), which asks again every 10 minutes. Null: no data of that kind.
 */
export const lastUpdateSchema = z.object({
  at: instant.describe('The latest of the sources'),
  sources: z.object({
    feeding: instant.describe('Latest station visit or notification, or feed intake written'),
    herd: instant.describe('Latest herd records import that added records'),
    bins: instant.describe('Latest L-Track reading of a bin of the site'),
  }),
});
export type LastUpdate = z.infer<typeof lastUpdateSchema>;
