import { z } from 'zod';
import { FEED_KINDS } from '@barnboard/domain';

export const feedingParamsSchema = z.object({ siteId: z.uuid() });

/** JSON `{ intakes: [...] }`, or the CSV text itself (Content-Type: text/csv). */
export const intakeImportBodySchema = z.union([
  z.object({ intakes: z.array(z.unknown()) }),
  z.string().describe('CSV text (Content-Type: text/csv)'),
]);

const exportedIntakeSchema = z.object({
  animal: z.string(),
  date: z.string(),
  kind: z.enum(FEED_KINDS),
  target_g: z.number().int(),
  distributed_g: z.number().int(),
  curve_percent: z.number().optional(),
  day: z.number().int(),
  station: z.string().optional(),
});

export const intakeExportAnswerSchema = z.union([
  z.object({ intakes: z.array(exportedIntakeSchema) }).describe('format=json'),
  z.string().describe('format=csv: text/csv, UTF-8 with byte-order mark, `;` separated'),
]);
