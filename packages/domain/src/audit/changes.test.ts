import { describe, expect, it } from 'vitest';
import { changedFields, recordFields } from './changes.js';

describe('changedFields', () => {
  it('lists the fields that differ, in the order asked, with old and new values', () => {
    const before = { name: 'Bocage', city: 'Vitré', zip: null as string | null };
    const after = { name: 'Bocage Nord', city: 'Vitré', zip: '35500' };
    expect(changedFields(before, after, ['zip', 'name', 'city'])).toEqual([
      { field: 'zip', from: null, to: '35500' },
      { field: 'name', from: 'Bocage', to: 'Bocage Nord' },
    ]);
  });

  it('answers nothing for the same values, whatever the key order of objects and dates', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const before = { access: { zootech: true, feeding: ['gestation'] }, expiresAt: at };
    const after = {
      access: { feeding: ['gestation'], zootech: true },
      expiresAt: new Date(at.getTime()),
    };
    expect(changedFields(before, after, ['access', 'expiresAt'])).toEqual([]);
  });

  it('skips fields the new values do not carry, and never keeps a secret', () => {
    const before = { name: 'a', passwordHash: 'x', city: 'b' };
    expect(
      changedFields(before, { passwordHash: 'y', city: 'c' }, ['name', 'passwordHash', 'city']),
    ).toEqual([{ field: 'city', from: 'b', to: 'c' }]);
  });
});

describe('recordFields', () => {
  it('writes a created record as changes from nothing, leaving secrets out', () => {
    expect(
      recordFields(
        { name: 'G1', type: 'gestation', accessKeyHash: 'h' },
        ['name', 'type', 'accessKeyHash'],
        'created',
      ),
    ).toEqual([
      { field: 'name', from: null, to: 'G1' },
      { field: 'type', from: null, to: 'gestation' },
    ]);
  });

  it('writes a deleted record as changes to nothing', () => {
    expect(recordFields({ name: 'G1' }, ['name'], 'deleted')).toEqual([
      { field: 'name', from: 'G1', to: null },
    ]);
  });
});
