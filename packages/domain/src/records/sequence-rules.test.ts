import { describe, expect, it } from 'vitest';
import {
  checkSequence,
  orderOfAnimal,
  sequenceChecks,
  type SequenceRecord,
} from './sequence-rules.js';

const r = (
  type: SequenceRecord['type'],
  date: string,
  time?: string,
  animal = 'A',
): SequenceRecord => ({
  type,
  animal,
  date,
  ...(time ? { time } : {}),
});

const fields = (records: SequenceRecord[], isNew?: (i: number) => boolean) =>
  checkSequence(records, isNew ? { isNew } : {}).map((e) => [e.index, e.field]);

describe('checkSequence', () => {
  it('accepts a whole life in order', () => {
    const life = [
      r('entry', '2025-01-01'),
      r('service', '2025-01-20'),
      r('preg_check', '2025-02-20'),
      r('farrowing', '2025-05-15'),
      r('piglet_death', '2025-05-16'),
      r('weaning', '2025-06-05'),
      r('service', '2025-06-10'),
      r('farrowing', '2025-10-02'),
      r('weaning', '2025-10-24'),
      r('removal', '2025-11-01'),
    ];
    expect(checkSequence(life)).toEqual([]);
  });

  it('refuses events before the entry, after the removal, and a second entry', () => {
    expect(
      fields([
        r('heat', '2025-01-01'),
        r('entry', '2025-01-02'),
        r('entry', '2025-01-03'),
        r('removal', '2025-02-01'),
        r('heat', '2025-02-02'),
        r('removal', '2025-02-03'),
      ]),
    ).toEqual([
      [0, 'date'],
      [2, 'type'],
      [4, 'date'],
      [5, 'date'],
    ]);
  });

  it('refuses every record of an animal without entry', () => {
    expect(
      fields([r('heat', '2025-01-01', undefined, 'B'), r('service', '2025-01-02', undefined, 'B')]),
    ).toEqual([
      [0, 'animal'],
      [1, 'animal'],
    ]);
  });

  it('needs a service before each farrowing and a farrowing before each weaning', () => {
    expect(
      fields([
        r('entry', '2025-01-01'),
        r('farrowing', '2025-04-01'),
        r('weaning', '2025-04-20'),
        r('weaning', '2025-04-21'),
        r('service', '2025-05-01'),
        r('farrowing', '2025-08-24'),
        r('farrowing', '2025-08-25'),
      ]),
    ).toEqual([
      [1, 'type'],
      [3, 'type'],
      [6, 'type'],
    ]);
  });

  it('orders a day by time when records carry one, else by input order', () => {
    // The removal is written first but happens later in the day.
    const day = [
      r('entry', '2025-01-01'),
      r('removal', '2025-02-01', '17:00'),
      r('heat', '2025-02-01', '08:00'),
    ];
    expect(checkSequence(day)).toEqual([]);
    expect(orderOfAnimal(day, [0, 1, 2])).toEqual([0, 2, 1]);
    // Without times, input order decides: an entry written first on its day is first.
    expect(checkSequence([r('entry', '2025-01-01'), r('heat', '2025-01-01')])).toEqual([]);
    expect(fields([r('heat', '2025-01-01'), r('entry', '2025-01-01')])).toEqual([[0, 'date']]);
  });

  it('reports on new records only, blaming the new record that breaks stored ones', () => {
    const stored = [r('entry', '2025-01-01'), r('service', '2025-01-20'), r('heat', '2025-03-01')];
    const records = [...stored, r('removal', '2025-02-01')];
    const errors = checkSequence(records, { isNew: (i) => i >= 3 });
    expect(errors).toEqual([
      {
        index: 3,
        field: 'date',
        reason: expect.stringMatching(/^makes the stored heat of 2025-03-01 invalid/) as string,
      },
    ]);
    // Animals the import does not touch are not judged.
    expect(
      checkSequence([r('heat', '2025-01-01', undefined, 'Z')], { isNew: () => false }),
    ).toEqual([]);
  });
});

describe('sequenceChecks', () => {
  it('gives way between steps on a large import and finds what checkSequence finds', () => {
    // 2,000 sows, each entered then farrowed without a service: 2,000 errors among 4,000 records.
    const records = Array.from({ length: 2000 }, (_, k) => [
      r('entry', '2025-01-01', undefined, `S${k}`),
      r('farrowing', '2025-05-01', undefined, `S${k}`),
    ]).flat();
    const steps = sequenceChecks(records);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThan(10);
    expect(step.value).toHaveLength(2000);
    expect(step.value).toEqual(checkSequence(records));
  });
});
