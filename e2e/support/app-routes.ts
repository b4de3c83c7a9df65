import { paths } from '../../apps/web/src/config/paths.js';

/**
 * Every route of the web app, read from its one registry (apps/web/src/config/paths.ts), so that
 * a screen added there is checked by the accessibility journeys from its first commit.
 */

/** The demo favourites page the accessibility journeys create before visiting it. */
export const FAVOURITES_PAGE = {
  name: 'Morning-round',
  tiles: ['gestation-live', 'notifications'],
};

/** Where a route with a parameter is visited; a new parameterised route must be added here. */
const SAMPLE_ADDRESSES: Record<string, string[]> = {
  [paths.favorites.path]: [
    paths.favorites.href(FAVOURITES_PAGE.name),
    paths.favorites.href('No-such-page'),
  ],
  // A demo sow of the maternity (her card), and an id no animal has (the search to try again).
  [paths.animal.path]: [paths.animal.href('F10001'), paths.animal.href('No-such-sow')],
};

/** Pages for visitors without a session (public routes of router.tsx). */
const SIGNED_OUT_PATHS = new Set<string>([
  paths.login.path,
  paths.logout.path,
  paths.terms.path,
  paths.termes.path,
  paths.policy.path,
  paths.politique.path,
  paths.terminos.path,
  paths.politica.path,
  paths.resetPassword.path,
  paths.invitation.path,
]);

/** Routes that only redirect, and the pages that need a first sign-in (checked on their own). */
const NOT_A_PAGE_OF_ITS_OWN = new Set<string>([
  paths.root.path,
  paths.agreements.path,
  paths.firstPassword.path,
]);

const registered = Object.values(paths).map((route) => route.path);

function addressesOf(path: string): string[] {
  if (!path.includes(':')) return [path];
  const samples = SAMPLE_ADDRESSES[path];
  if (!samples) throw new Error(`Route ${path} has no sample address in e2e/support/app-routes.ts`);
  return samples;
}

/** An address to open, and the one the app shows it at (the same unless the page redirects). */
export type PageVisit = { address: string; landsOn: string };

export const stays = (address: string): PageVisit => ({ address, landsOn: address });

/** Signed-in pages, each address once, in the registry's order. */
export const signedInVisits: PageVisit[] = [
  ...new Set(
    registered
      .filter((path) => !SIGNED_OUT_PATHS.has(path) && !NOT_A_PAGE_OF_ITS_OWN.has(path))
      .flatMap(addressesOf),
  ),
].map(stays);

/**
 * The signed-in pages of the feeding and zootech areas, `/feeding` to `/lactation-history` in the
 * registry (the report screens, the heaviest to check), and the others: the accessibility
 * journeys check them in two files that run side by side.
 */
const reportRange = [
  registered.indexOf(paths.feeding.path),
  registered.indexOf(paths.lactationHistory.path),
] as const;
const isReportScreen = (visit: PageVisit) => {
  const index = registered.indexOf(visit.address.split('?')[0]!);
  return index >= reportRange[0] && index <= reportRange[1];
};
export const reportScreenVisits = signedInVisits.filter(isReportScreen);
export const otherSignedInVisits = signedInVisits.filter((visit) => !isReportScreen(visit));

/**
 * Signed-out pages: the reset-password and invitation pages with and without a mailed token, the
 * unknown-page
 * page, and /logout, which shows the sign-in page with its "disconnected" notice.
 */
export const signedOutVisits: PageVisit[] = [
  ...[...SIGNED_OUT_PATHS]
    .filter(
      (path) =>
        path !== paths.resetPassword.path &&
        path !== paths.invitation.path &&
        path !== paths.logout.path,
    )
    .map(stays),
  { address: paths.logout.href(), landsOn: paths.login.href() },
  stays(paths.resetPassword.href()),
  stays(paths.resetPassword.href('a-token-from-a-mail')),
  stays(paths.invitation.href()),
  stays(paths.invitation.href('a-token-no-longer-valid-for-sure')),
  stays('/no-such-page'),
];
