/**
 * The sow search's key (docs/animals.md, "Search"): what an id, tag or RFID number and the
 * words typed or scanned are compared as, so that "Fr-0012", "FR-12" and "fr-012" are one tag.
 *
 * The database stores the same key (the SQL function `animal_search_key` of the server's
 * migration 0023, written from these constants), so every step is one a `translate` and a
 * `regexp_replace` reproduce exactly, whatever the database's locale: letters are mapped by one
 * table (not by `lower`, which folds only ASCII under the embedded PostgreSQL's C locale) and
 * digits are ASCII ones. A server test checks that both give the same keys.
 */

/** Accented letters of French and Spanish and their neighbours, lower case. */
export const ACCENTED_LETTERS = 'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōœùúûüūÿýžźż';
/** The plain letter of each of ACCENTED_LETTERS, at the same position. */
export const PLAIN_LETTERS = 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzz';

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The letters the key folds: accented ones in both cases, and ASCII capitals. */
export const SEARCH_FOLD_FROM = ACCENTED_LETTERS + ACCENTED_LETTERS.toUpperCase() + ASCII_UPPER;
/** What each of SEARCH_FOLD_FROM folds to, at the same position. */
export const SEARCH_FOLD_TO = PLAIN_LETTERS + PLAIN_LETTERS + ASCII_UPPER.toLowerCase();

/**
 * Leading zeros of every run of digits (a run of zeros keeps one): as a pattern and its
 * replacement in both JavaScript's and PostgreSQL's regular expressions.
 */
export const LEADING_ZEROS_PATTERN = '(^|[^0-9])0+([0-9])';

const FOLDS = new Map([...SEARCH_FOLD_FROM].map((char, at) => [char, SEARCH_FOLD_TO[at]!]));
const LEADING_ZEROS = new RegExp(LEADING_ZEROS_PATTERN, 'g');

/** "Fr-0012" → "fr-12"; "Éléa 007" → "elea 7"; "000" → "0". */
export function animalSearchKey(text: string): string {
  let folded = '';
  for (const char of text) folded += FOLDS.get(char) ?? char;
  return folded.replace(LEADING_ZEROS, '$1$2');
}
