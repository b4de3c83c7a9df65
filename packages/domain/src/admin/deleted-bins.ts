import { z } from 'zod';
import { expectedVersionSchema } from '../api/common.js';
import { binLevelSchema } from '../bins/api.js';

/**
 * Bins in the sites manager (docs/feed-api.md, "Moving and deleting a bin"): moving a bin to
 * another building of its site, deleting a disabled one, and the deleted bins a site keeps with
 * their readings.
 */

export const binMoveSchema = z.strictObject({
  building_id: z.uuid(),
  expected_updated_at: expectedVersionSchema,
});
export type BinMove = z.infer<typeof binMoveSchema>;

export const deletedBinSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mac_address: z.string(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  /** Null once the building was deleted after the bin. */
  building: z.object({ cloud_id: z.uuid(), name: z.string() }).nullable(),
  deleted_at: z.iso.datetime({ offset: true }),
  readings: z.number().int(),
  first_reading_at: z.iso.datetime({ offset: true }).nullable(),
  last_reading_at: z.iso.datetime({ offset: true }).nullable(),
});
export type DeletedBin = z.infer<typeof deletedBinSchema>;

export const deletedBinsAnswerSchema = z.object({ bins: z.array(deletedBinSchema) });

export const deletedBinParamsSchema = z.object({ siteId: z.uuid(), binId: z.uuid() });

/** Every reading a deleted bin kept, newest first (levels as the bin's geometry gives them). */
export const deletedBinReadingsSchema = z.object({
  bin: deletedBinSchema,
  silo_levels: z.array(binLevelSchema),
});
export type DeletedBinReadings = z.infer<typeof deletedBinReadingsSchema>;
