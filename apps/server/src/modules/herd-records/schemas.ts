import { z } from 'zod';
import { calendarDateSchema, RECORD_TYPES } from '@barnboard/domain';

/** Request and answer shapes of the herd-records routes (docs/records.md). */

export const recordsParamsSchema = z.object({ siteId: z.uuid() });

/** JSON `{ records: [...] }`, or the CSV text itself (Content-Type: text/csv). */
export const importBodySchema = z.union([
  z.object({ records: z.array(z.unknown()) }),
  z.string().describe('CSV text (Content-Type: text/csv)'),
]);

export const invalidRecordSchema = z.object({
  /** Position in `records` (JSON, from 0). */
  index: z.number().int().optional(),
  /** Physical line of the row (CSV, the header is line 1). */
  line: z.number().int().optional(),
  field: z.string(),
  reason: z.string(),
});
export type InvalidRecord = z.infer<typeof invalidRecordSchema>;

export const importResultSchema = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.array(invalidRecordSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const EXPORT_FORMATS = ['json', 'csv', 'icar'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    format: z.enum(EXPORT_FORMATS).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  });

const exportedRecordSchema = z.looseObject({
  type: z.enum(RECORD_TYPES),
  animal: z.string(),
  date: z.string(),
  id: z.string(),
});

const icarResourceSchema = z.looseObject({
  resourceType: z.string(),
  id: z.string(),
  animal: z.object({ id: z.string(), scheme: z.string() }),
  eventDateTime: z.string(),
});

export const exportAnswerSchema = z.union([
  z.object({ records: z.array(exportedRecordSchema) }).describe('format=json'),
  z
    .object({
      view: z.object({
        totalItems: z.number().int(),
        totalPages: z.number().int(),
        pageSize: z.number().int(),
        currentPage: z.number().int(),
      }),
      member: z.array(icarResourceSchema),
    })
    .describe('format=icar: an ICAR ADE resource collection'),
  z.string().describe('format=csv: text/csv, UTF-8 with byte-order mark, `;` separated'),
]);
