/**
 * Text folded for search: lower case and without accents ("Équipe" → "equipe"), with the place
 * of each folded character in the original, so an excerpt is cut from the text as written.
 */
export type FoldedText = { folded: string; origin: number[] };

export function foldText(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const piece of plain) {
      folded += piece;
      origin.push(index);
    }
    index += char.length;
  }
  return { folded, origin };
}

export const fold = (text: string): string => foldText(text).folded;
