import type { EntryAnswer, HerdRecord } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { animalsOf, sendRows, type RowResult } from './quick-entry';
import { emptyDraft } from './record-draft';

describe('the animals of a quick entry', () => {
  it('reads tags typed or scanned, one per line or on one line, each once', () => {
    expect(animalsOf('F12\nF13\r\n\n  F14, F15;F16\tF12 ')).toEqual([
      'F12',
      'F13',
      'F14',
      'F15',
      'F16',
    ]);
    expect(animalsOf('  \n')).toEqual([]);
  });
});

describe('sending a quick entry', () => {
  it('sends the rows one after the other and says what became of each', async () => {
    const sent: string[] = [];
    const results: [string, RowResult['state']][] = [];
    const refusal = new Error('422');
    await sendRows({
      type: 'weaning',
      rows: ['F1', 'F2', 'F3', 'F4'].map((animal) => ({
        animal,
        draft: { ...emptyDraft('2026-12-07'), fields: { count: animal === 'F2' ? '' : '11' } },
      })),
      send: (record: HerdRecord) => {
        sent.push(record.animal);
        if (record.animal === 'F3') return Promise.reject(refusal);
        return Promise.resolve({ created: record.animal === 'F1' } as EntryAnswer);
      },
      refused: (error) =>
        error === refusal ? [{ field: 'date', rule: 'server', reason: 'after her removal' }] : null,
      onResult: (animal, result) => {
        if (result.state !== 'sending') results.push([animal, result.state]);
      },
    });
    // F2's count is missing: refused here, never sent.
    expect(sent).toEqual(['F1', 'F3', 'F4']);
    expect(results).toEqual([
      ['F1', 'recorded'],
      ['F2', 'refused'],
      ['F3', 'refused'],
      ['F4', 'already'],
    ]);
  });
});
