/** Lower-cased text without accents, for accent- and case-insensitive search ("Éleveur" ~ "eleveur"). */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
