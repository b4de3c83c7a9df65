import { foldText, fold } from './fold';
import type { HelpSection } from './help-sections';

/** A help page as search sees it: its title and its sections. */
export type SearchablePage<Key extends string> = {
  key: Key;
  title: string;
  sections: HelpSection[];
};

/** Where the excerpt's matching words are, so the result can mark them. */
export type Excerpt = { before: string; match: string; after: string };

export type HelpHit<Key extends string> = {
  page: Key;
  pageTitle: string;
  heading: string | null;
  anchor: string | null;
  excerpt: Excerpt;
};

const EXCERPT_BEFORE = 60;
const EXCERPT_AFTER = 140;
const MAX_HITS = 20;

/** The words of a query, folded; words of one letter say nothing and are dropped. */
function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/**
 * Sections holding every word of the query in their page's title, their heading or their text,
 * accents and case ignored ("equipe" finds "Équipe"). Title and heading matches come first; a
 * section's excerpt is cut around the first word found in its text.
 */
export function searchHelp<Key extends string>(
  pages: readonly SearchablePage<Key>[],
  query: string,
): HelpHit<Key>[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored = pages.flatMap((page) => {
    const title = fold(page.title);
    return page.sections.flatMap((section) => {
      const heading = fold(section.heading ?? '');
      const text = foldText(section.text);
      const haystack = `${title} ${heading} ${text.folded}`;
      if (!words.every((word) => haystack.includes(word))) return [];
      const inHeadings = words.filter((word) => heading.includes(word) || title.includes(word));
      const hit: HelpHit<Key> = {
        page: page.key,
        pageTitle: page.title,
        heading: section.heading,
        anchor: section.anchor,
        excerpt: excerptOf(section.text, text, words),
      };
      return [{ hit, score: inHeadings.length }];
    });
  });
  // A stable sort: equal scores keep the pages' and sections' own order.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_HITS)
    .map(({ hit }) => hit);
}

function excerptOf(text: string, folded: ReturnType<typeof foldText>, words: string[]): Excerpt {
  const found = words
    .map((word) => ({ word, at: folded.folded.indexOf(word) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return { before: '', match: '', after: clip(text, 0, EXCERPT_AFTER) };
  const start = folded.origin[found.at] ?? 0;
  const lastFolded = found.at + found.word.length - 1;
  const end = (folded.origin[lastFolded] ?? start) + 1;
  const from = wordStartBefore(text, Math.max(0, start - EXCERPT_BEFORE));
  return {
    before: (from > 0 ? '… ' : '') + text.slice(from, start),
    match: text.slice(start, end),
    after: clip(text, end, EXCERPT_AFTER),
  };
}

/** The text from `from`, cut at a word's end after about `length` characters. */
function clip(text: string, from: number, length: number): string {
  if (text.length - from <= length) return text.slice(from);
  const cut = text.lastIndexOf(' ', from + length);
  return `${text.slice(from, cut > from ? cut : from + length)} …`;
}

function wordStartBefore(text: string, at: number): number {
  if (at === 0) return 0;
  const space = text.indexOf(' ', at);
  return space === -1 ? at : space + 1;
}
