import { describe, expect, it } from 'vitest';
import { herdRecordSchema } from './record-schema.js';

describe('herd record schema', () => {
  it('applies defaults and accepts CSV-style digits', () => {
    expect(
      herdRecordSchema.parse({ type: 'entry', animal: 'F-101', date: '2026-01-05' }),
    ).toMatchObject({ parity: 0 });
    expect(
      herdRecordSchema.parse({ type: 'service', animal: 'F-101', date: '2026-01-09', doses: '2' }),
    ).toMatchObject({ doses: 2 });
    expect(
      herdRecordSchema.parse({
        type: 'farrowing',
        animal: 'F-101',
        date: '2026-05-03',
        born_alive: '14',
      }),
    ).toMatchObject({ born_alive: 14, stillborn: 0, mummified: 0 });
    expect(
      herdRecordSchema.parse({
        type: 'weaning',
        animal: 'F-101',
        date: '2026-05-24',
        count: 12,
        weight_kg: '78,5',
      }),
    ).toMatchObject({
      weight_kg: 78.5,
    });
  });

  it.each([
    [{ type: 'entry', animal: 'F-1', date: '2026-02-30' }, 'date'],
    [{ type: 'entry', animal: '', date: '2026-02-03' }, 'animal'],
    [{ type: 'service', animal: 'F-1', date: '2026-02-03', doses: 0 }, 'doses'],
    [{ type: 'preg_check', animal: 'F-1', date: '2026-02-03', result: 'maybe' }, 'result'],
    [{ type: 'farrowing', animal: 'F-1', date: '2026-02-03', born_alive: 1.5 }, 'born_alive'],
    [{ type: 'foster', animal: 'F-1', date: '2026-02-03', count: 0 }, 'count'],
    [{ type: 'removal', animal: 'F-1', date: '2026-02-03', kind: 'sold' }, 'kind'],
    [{ type: 'move', animal: 'F-1', date: '2026-02-03' }, 'location'],
    [{ type: 'heat', animal: 'F-1', date: '2026-02-03', colour: 'pink' }, ''],
    [{ type: 'sing', animal: 'F-1', date: '2026-02-03' }, 'type'],
  ])('refuses %j at %s', (record, field) => {
    const result = herdRecordSchema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join('.')).toBe(field);
  });
});
