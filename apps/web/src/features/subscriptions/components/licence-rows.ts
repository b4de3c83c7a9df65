import type { TenantLicences } from '@barnboard/domain';

export type LicenceItem = TenantLicences['items'][number];

/** Licences in use first, the most recently assigned on top; then the available ones. */
export function sortLicences(items: readonly LicenceItem[]): LicenceItem[] {
  return [...items].sort((a, b) => {
    if ((a.silo === null) !== (b.silo === null)) return a.silo === null ? 1 : -1;
    const x = a.assigned_at ?? a.created_at;
    const y = b.assigned_at ?? b.created_at;
    return y.localeCompare(x);
  });
}

export type LicenceState = 'inUse' | 'free' | 'deletedSilo';

/** A licence is free, in use on a silo, or still held by a silo that was deleted. */
export function licenceState(item: LicenceItem): LicenceState {
  if (!item.silo) return 'free';
  return item.silo.deleted_at ? 'deletedSilo' : 'inUse';
}
