import type { TFunction } from 'i18next';

/** A room as the grids name it: its name, or "No place recorded" for the females never placed. */
export function roomLabel(room: string | null, t: TFunction): string {
  return room ?? t('inventory.noPlace');
}
