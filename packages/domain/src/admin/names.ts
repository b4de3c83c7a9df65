/**
 * Names as the admin area compares them (docs/administration.md): a site, a building or a
 * dictionary item is a duplicate of another when their names differ only in case, accents or
 * spacing ("Maternité  Nord" is "maternite nord").
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}
