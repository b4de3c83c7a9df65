import { fold } from './fold';

/** An anchor from a heading's text: "Rôles et accès" → "roles-et-acces". */
export function slugOf(text: string): string {
  const slug = fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * Anchors for the headings of one page, in their order: a repeated heading gets "-2", "-3". The
 * renderer and the search index both walk a page's headings through one of these, so a search
 * result links to the very heading the page shows.
 */
export function headingIds(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const slug = slugOf(text);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  };
}
