import { RECORD_FIELDS, RECORD_TYPES, type AnimalEvent } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from './event-fields';
import { checkDraft, draftOfEvent, emptyDraft, type RecordDraft } from './record-draft';

const draft = (fields: Record<string, string>, extra: Partial<RecordDraft> = {}): RecordDraft => ({
  ...emptyDraft('2026-12-07'),
  fields,
  ...extra,
});

describe('a record draft, checked as an import checks a record', () => {
  it('sends the typed fields as the format writes them, with its defaults', () => {
    expect(checkDraft('service', 'F12', draft({ boar: ' Duroc 7 ' }))).toEqual({
      record: { type: 'service', animal: 'F12', date: '2026-12-07', boar: 'Duroc 7', doses: 1 },
      problems: [],
    });
    expect(
      checkDraft('farrowing', 'F12', draft({ born_alive: '14', stillborn: '1' }, { time: '06:40' }))
        .record,
    ).toEqual({
      type: 'farrowing',
      animal: 'F12',
      date: '2026-12-07',
      time: '06:40',
      born_alive: 14,
      stillborn: 1,
      mummified: 0,
    });
    expect(checkDraft('weaning', 'F12', draft({ count: '12', weight_kg: '78,5' })).record).toEqual(
      expect.objectContaining({ count: 12, weight_kg: 78.5 }),
    );
    expect(checkDraft('move', 'F12', draft({ location: 'Farrowing 2 crate 4' })).record).toEqual(
      expect.objectContaining({ type: 'move', location: 'Farrowing 2 crate 4' }),
    );
  });

  it('names each refused field with its rule', () => {
    expect(checkDraft('preg_check', 'F12', draft({})).problems).toEqual([
      { field: 'result', rule: 'required' },
    ]);
    expect(checkDraft('piglet_death', 'F12', draft({ count: '0' })).problems).toEqual([
      { field: 'count', rule: 'min', limit: 1 },
    ]);
    expect(checkDraft('service', 'F12', draft({ doses: '1.5' })).problems).toEqual([
      { field: 'doses', rule: 'invalid' },
    ]);
    expect(checkDraft('foster', 'F12', draft({ count: '0' })).problems).toEqual([
      { field: 'count', rule: 'invalid' },
    ]);
    expect(checkDraft('heat', 'F12', draft({}, { date: '' })).problems).toEqual([
      { field: 'date', rule: 'invalid' },
    ]);
    expect(checkDraft('heat', ' ', draft({})).problems).toEqual([
      { field: 'animal', rule: 'min', limit: 1 },
    ]);
    expect(checkDraft('weaning', 'F12', draft({ count: '-3' })).problems).toEqual([
      { field: 'count', rule: 'min', limit: 0 },
    ]);
  });

  it('has an input for each field of each type of the format, and for a move its place', () => {
    for (const type of RECORD_TYPES) {
      const inputs = EVENT_FIELDS[type].map((field) => field.name);
      expect(inputs, type).toEqual(type === 'move' ? ['location'] : RECORD_FIELDS[type]);
    }
  });

  it('starts an edit from the stored event, its place where the type keeps it', () => {
    const event: AnimalEvent = {
      id: '00000000-0000-4000-8000-000000000001',
      source_id: null,
      type: 'weaning',
      date: '2026-11-02',
      time: null,
      user: 'marie',
      location: 'Farrowing 1',
      fields: { count: 11, weight_kg: 71.2 },
      entered_here: false,
      entered_by: null,
      entered_at: '2026-11-02T08:00:00Z',
    };
    expect(draftOfEvent(event)).toEqual({
      date: '2026-11-02',
      time: '',
      user: 'marie',
      location: 'Farrowing 1',
      fields: { count: '11', weight_kg: '71.2' },
    });
    expect(draftOfEvent({ ...event, type: 'move', fields: {} })).toEqual(
      expect.objectContaining({ location: '', fields: { location: 'Farrowing 1' } }),
    );
  });
});
