import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCENTED_LETTERS,
  animalSearchKey,
  PLAIN_LETTERS,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from './animal-search-key.js';

describe('animalSearchKey', () => {
  it('folds accents and case', () => {
    expect(animalSearchKey('ÉLÉA-Ñu')).toBe('elea-nu');
    expect(animalSearchKey('Œuf ŁÓDŹ')).toBe('ouf lodz');
    expect(animalSearchKey('FR-AB')).toBe('fr-ab');
  });

  it('drops the leading zeros of every run of digits, keeping one of a run of zeros', () => {
    expect(animalSearchKey('F-0012')).toBe('f-12');
    expect(animalSearchKey('0012')).toBe('12');
    expect(animalSearchKey('F-0012-007')).toBe('f-12-7');
    expect(animalSearchKey('250 000 001')).toBe('250 0 1');
    expect(animalSearchKey('000')).toBe('0');
    expect(animalSearchKey('F-100')).toBe('f-100');
    expect(animalSearchKey('A0B')).toBe('a0b');
  });

  it('gives the same key to a tag written with or without leading zeros', () => {
    expect(animalSearchKey('f-12')).toBe(animalSearchKey('F-0012'));
    expect(animalSearchKey('982000123456789')).toBe(animalSearchKey('0982000123456789'));
  });

  it('leaves other characters as they are', () => {
    expect(animalSearchKey('Δ_%ß')).toBe('Δ_%ß');
  });

  it('has a plain letter for each folded one', () => {
    expect(PLAIN_LETTERS).toHaveLength(ACCENTED_LETTERS.length);
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
  });

  it('is idempotent: a key is its own key', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123aZé-É ') }), (text) => {
        const key = animalSearchKey(text);
        expect(animalSearchKey(key)).toBe(key);
      }),
    );
  });
});
