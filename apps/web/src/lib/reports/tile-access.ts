import {
  canAccessArea,
  canAccessAreaAt,
  isManagerAt,
  isManagerOfSite,
  TILES,
  type SiteGrant,
  type Subject,
  type TileKey,
} from '@barnboard/domain';

/** Who is looking, and where: what the access rules of spec §6 read. */
export type TileAccessContext = {
  subject: Subject;
  currentSite: SiteGrant | null;
  sites: SiteGrant[];
  now: Date;
};

/**
 * Whether a tile or its screen shows: its area must be open to the user on the current site
 * (both the site and the membership allow it, spec §6), and a managers' tile needs manager
 * rights there. The server refuses the same requests (403); hiding only spares the user a tile
 * that could never load.
 */
export function canSeeTile(context: TileAccessContext, key: TileKey): boolean {
  const { subject, currentSite, sites, now } = context;
  const tile = TILES[key];
  return (
    canAccessAreaAt(subject, currentSite, sites, tile.access, now) &&
    (!tile.managersOnly || isManagerAt(subject, currentSite, sites, now))
  );
}

/** The tiles of a list the user may see, in their order. */
export function visibleTiles(context: TileAccessContext, keys: readonly TileKey[]): TileKey[] {
  return keys.filter((key) => canSeeTile(context, key));
}

/** Sites a tile can be compared across: those where the user may open it. */
export function comparableSites<S extends SiteGrant>(
  context: Omit<TileAccessContext, 'sites' | 'currentSite'> & { sites: S[] },
  key: TileKey,
): S[] {
  const { access, managersOnly } = TILES[key];
  const { subject, now } = context;
  return context.sites.filter(
    (site) =>
      canAccessArea(subject, site, access, now) &&
      (!managersOnly || isManagerOfSite(subject, site, now)),
  );
}
