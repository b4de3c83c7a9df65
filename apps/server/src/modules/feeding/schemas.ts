import { z } from 'zod';
import { FEED_KINDS } from '@barnboard/domain';

export const feedingParamsSchema = z.object({ siteId: z.uuid() });

/**
 * The body of a feeding import: JSON `{ <key>: [...] }`, or (`csv`) the CSV text itself
 * (Content-Type: text/csv).
 */
export function feedingImportBodySchema<Key extends string>(key: Key, csv: boolean) {
  const json = z.object({ [key]: z.array(z.unknown()) } as Record<Key, z.ZodArray<z.ZodUnknown>>);
  return csv ? z.union([json, z.string().describe('CSV text (Content-Type: text/csv)')]) : json;
}

/** An export answer: JSON `{ <key>: [...] }` or CSV text. */
function exportAnswerSchema<Key extends string>(key: Key, item: z.ZodType) {
  return z.union([
    z
      .object({ [key]: z.array(item) } as Record<Key, z.ZodArray<z.ZodType>>)
      .describe('format=json'),
    z.string().describe('format=csv: text/csv, UTF-8 with byte-order mark, `;` separated'),
  ]);
}

export const intakeExportAnswerSchema = exportAnswerSchema(
  'intakes',
  z.object({
    animal: z.string(),
    date: z.string(),
    kind: z.enum(FEED_KINDS),
    target_g: z.number().int(),
    distributed_g: z.number().int(),
    curve_percent: z.number().optional(),
    day: z.number().int(),
    station: z.string().optional(),
  }),
);

export const visitExportAnswerSchema = exportAnswerSchema(
  'visits',
  z.object({
    animal: z.string(),
    station: z.string(),
    time: z.string().describe('ISO 8601 with the site’s offset'),
    quantity_g: z.number().int(),
  }),
);

export const notificationExportAnswerSchema = exportAnswerSchema(
  'notifications',
  z.object({
    station: z.string(),
    code: z.number().int(),
    time: z.string().describe('ISO 8601 with the site’s offset'),
  }),
);
