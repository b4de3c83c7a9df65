import { favouritePageRoute, type Locale } from '@barnboard/domain';

/**
 * The one registry of routes (spec §2). Components link with `paths.x.href()`, the router
 * declares `paths.x.path`; no URL string is written anywhere else.
 */

type StaticPath = { path: string; titleKey: string; href: () => string };

function route(path: string, titleKey: string): StaticPath {
  return { path, titleKey, href: () => path };
}

export const paths = {
  root: route('/', 'pages.dashboard'),
  login: route('/login', 'pages.login'),
  logout: route('/logout', 'pages.logout'),
  agreements: route('/agreements', 'pages.agreements'),
  terms: route('/terms', 'pages.terms'),
  termes: route('/termes', 'pages.terms'),
  policy: route('/policy', 'pages.policy'),
  politique: route('/politique', 'pages.policy'),
  terminos: route('/terminos', 'pages.terms'),
  politica: route('/politica', 'pages.policy'),
  resetPassword: {
    path: '/reset-password',
    titleKey: 'pages.resetPassword',
    href: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  /** The page an invitation's mailed link opens (users manager): password and terms. */
  invitation: {
    path: '/invitation',
    titleKey: 'invitation.title',
    href: (token?: string) =>
      token ? `/invitation?token=${encodeURIComponent(token)}` : '/invitation',
  },
  /** First sign-in with a password an admin handed over: the person chooses their own. */
  firstPassword: route('/first-password', 'invitation.firstPassword.title'),
  usersManager: route('/users-manager', 'pages.usersManager'),
  dashboard: route('/dashboard', 'pages.dashboard'),
  notifications: route('/dashboard/notifications', 'pages.notifications'),
  objectives: route('/objectives', 'pages.objectives'),
  settings: route('/settings', 'pages.settings'),
  silos: route('/silos', 'pages.silos'),
  deliveryPlan: route('/delivery-plan', 'pages.deliveryPlan'),
  ltrackSubscriptions: route('/l-track-subscriptions', 'pages.ltrackSubscriptions'),
  sitesManager: route('/sites-manager', 'pages.sitesManager'),
  dictionaryManager: route('/dictionary-manager', 'pages.dictionaryManager'),
  auditTrail: route('/audit-trail', 'pages.auditTrail'),
  /** The integrator area (spec §2): integrations, installations, access keys. */
  integrations: route('/integrations', 'pages.integrations'),
  favorites: {
    path: '/favorites/:favPage',
    titleKey: 'pages.favorites',
    href: (favPage: string) => `/${favouritePageRoute(favPage)}`,
  },
  feeding: route('/feeding', 'pages.feeding'),
  // The zootech area (spec §2): its entry page and the herd reports.
  zootech: route('/zootech', 'pages.zootech'),
  herdReproduction: route('/herd-reproduction', 'pages.herdReproduction'),
  farrowWeanPiglets: route('/farrow-wean-piglets', 'pages.farrowWeanPiglets'),
  performancesMonitoring: route('/performances-monitoring', 'pages.performancesMonitoring'),
  historicalPerformances: route('/historical-performances', 'pages.historicalPerformances'),
  activeSows: route('/active-sows', 'pages.activeSows'),
  sowsPiglets: route('/sows-piglets', 'pages.sowsPiglets'),
  pigletsMortality: route('/piglets-mortality', 'pages.pigletsMortality'),
  sowWithdrawals: route('/sow-withdrawals', 'pages.sowWithdrawals'),
  locations: route('/locations', 'pages.locations'),
  reproductionAnalysis: route('/reproduction-analysis', 'pages.reproductionAnalysis'),
  usersReport: route('/users-report', 'pages.usersReport'),
  farmComparison: route('/farm-comparison', 'pages.farmComparison'),
  // The barn's work of the day and the records that bias the reports (docs/action-lists.md).
  actionLists: route('/action-lists', 'pages.actionLists'),
  /** Quick entry: one event for a list of animals, typed or scanned (issue 29 §3). */
  barnEntry: route('/barn-entry', 'pages.barnEntry'),
  recordsToFix: {
    path: '/records-to-fix',
    titleKey: 'pages.recordsToFix',
    href: (report?: string) =>
      report ? `/records-to-fix?report=${encodeURIComponent(report)}` : '/records-to-fix',
  },
  /** A sow's card (issue 29 §2): her identity on the current site, URL-encoded. */
  animal: {
    path: '/animals/:animal',
    titleKey: 'pages.animal',
    href: (animal: string) => `/animals/${encodeURIComponent(animal)}`,
  },
  gestationLive: route('/gestation-live', 'pages.gestationLive'),
  gestationVisits: route('/gestation-visits', 'pages.gestationVisits'),
  gestationLosses: route('/gestation-losses', 'pages.gestationLosses'),
  lactationLive: route('/lactation-live', 'pages.lactationLive'),
  lactationHistory: route('/lactation-history', 'pages.lactationHistory'),
  // The help centre (spec §2; docs/help-centre.md).
  help: route('/help', 'pages.help'),
  gettingStarted: route('/getting-started', 'pages.gettingStarted'),
  whatsNew: route('/whats-new', 'pages.whatsNew'),
  accountSettings: route('/account-settings', 'pages.accountSettings'),
  accessSetup: route('/access-setup', 'pages.accessSetup'),
} as const;

export type RouteEntry = { path: string; titleKey: string };

/** Each legal page in each language (spec §2 names /termes and /politique for French). */
export const legalPaths: Record<'terms' | 'policy', Record<Locale, StaticPath>> = {
  terms: { en: paths.terms, fr: paths.termes, es: paths.terminos },
  policy: { en: paths.policy, fr: paths.politique, es: paths.politica },
};

/** Pages that run an access check before entry (spec §2), keyed by path. */
export const adminOnlyPaths = new Set([
  '/l-track-subscriptions',
  '/sites-manager',
  '/users-manager',
  '/dictionary-manager',
  '/access-setup',
  '/audit-trail',
]);
