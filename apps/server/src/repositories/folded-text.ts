import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACCENTED_LETTERS as ACCENTED, PLAIN_LETTERS as PLAIN } from '@barnboard/domain';

/**
 * Searching names with accents and case ignored, in SQL: the `unaccent` extension is not in every
 * PostgreSQL (nor in the embedded one), so the accented letters of French and Spanish and their
 * neighbours are folded by `translate` (the table the sow search folds with, animal-search-key.ts).
 * The search words are folded the same way (foldText).
 */
export function foldedSql(column: SQLWrapper): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/** The same folding in JavaScript: lower case, then every letter of ACCENTED to its plain one. */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text.toLowerCase()) {
    const at = ACCENTED.indexOf(char);
    folded += at === -1 ? char : PLAIN[at];
  }
  return folded;
}

/** A LIKE pattern matching `words` anywhere, its wildcards escaped. */
export function containsPattern(words: string): string {
  return `%${foldText(words).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
