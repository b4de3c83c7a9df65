import {
  canAccessAreaAt,
  canAdministerAnySite,
  canManageLtrackSubscriptions,
  canSeeSilos,
  canSeeUsersReport,
  canUseFarmComparison,
  isIntegrator,
  type SiteGrant,
  type Subject,
} from '@barnboard/domain';
import {
  IconBook2,
  IconBroadcast,
  IconBuildingWarehouse,
  IconCreditCard,
  IconHelp,
  IconHistory,
  IconListCheck,
  IconLogout,
  IconMapPin,
  IconPlugConnected,
  IconPaw,
  IconPencilPlus,
  IconReportAnalytics,
  IconSettings,
  IconStar,
  IconTarget,
  IconTool,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

export type MenuContext = {
  subject: Subject;
  sites: SiteGrant[];
  currentSite: SiteGrant | null;
  now: Date;
  /** At or below the menu breakpoint, admin entries move from the user menu to the side menu. */
  smallScreen: boolean;
};

export type MenuEntry = {
  key: string;
  labelKey: string;
  href?: string;
  icon?: Icon;
  /** False until the page exists; unbuilt entries stay hidden whatever the access rules say. */
  built: boolean;
  allowed: (ctx: MenuContext) => boolean;
  children?: MenuEntry[];
};

const always = () => true;
const feeding = (ctx: MenuContext) =>
  canAccessAreaAt(ctx.subject, ctx.currentSite, ctx.sites, 'feeding', ctx.now);
const zootech = (ctx: MenuContext) =>
  canAccessAreaAt(ctx.subject, ctx.currentSite, ctx.sites, 'zootech', ctx.now);
const admin = (ctx: MenuContext) => canAdministerAnySite(ctx.subject, ctx.sites, ctx.now);
const ltrackAdmin = (ctx: MenuContext) =>
  canManageLtrackSubscriptions(ctx.subject, ctx.sites, ctx.now);
const notIntegrator = (ctx: MenuContext) => !isIntegrator(ctx.subject);

/**
 * The integrator area: integrators, staff and site admins (canUseIntegratorArea, said with the
 * rules this chunk already holds).
 */
const integrationsEntry: MenuEntry = {
  key: 'integrations',
  labelKey: 'menu.integrations',
  href: paths.integrations.href(),
  icon: IconPlugConnected,
  built: true,
  allowed: (ctx) => isIntegrator(ctx.subject) || admin(ctx),
};

/** A report of the submenu. */
function report(
  key: string,
  route: { href: () => string },
  allowed: (ctx: MenuContext) => boolean = zootech,
): MenuEntry {
  return { key, labelKey: `menu.${key}`, href: route.href(), built: true, allowed };
}

/** Entries that both menus show. */
const settingsEntry: MenuEntry = {
  key: 'settings',
  labelKey: 'menu.settings',
  href: paths.settings.href(),
  icon: IconSettings,
  built: true,
  allowed: always,
};

const objectivesEntry: MenuEntry = {
  key: 'objectives',
  labelKey: 'menu.objectives',
  href: paths.objectives.href(),
  icon: IconTarget,
  built: true,
  allowed: notIntegrator,
};

const helpEntry: MenuEntry = {
  key: 'help',
  labelKey: 'menu.help',
  href: paths.help.href(),
  icon: IconHelp,
  built: true,
  allowed: notIntegrator,
};

const logoutEntry: MenuEntry = {
  key: 'logout',
  labelKey: 'menu.logout',
  href: paths.logout.href(),
  icon: IconLogout,
  built: true,
  allowed: always,
};

/** Side menu of spec §2, in display order. Reports need herd (zootech) data unless stated. */
export const SIDE_MENU: MenuEntry[] = [
  {
    key: 'dashboard',
    labelKey: 'menu.dashboard',
    href: paths.dashboard.href(),
    icon: IconBroadcast,
    built: true,
    // An integrator has no sites, so no dashboard: the integrations entry is theirs.
    allowed: notIntegrator,
  },
  {
    key: 'favorites',
    labelKey: 'menu.favorites',
    icon: IconStar,
    built: true,
    allowed: notIntegrator,
  },
  {
    key: 'feeding',
    labelKey: 'menu.feeding',
    href: paths.feeding.href(),
    icon: IconToolsKitchen2,
    built: true,
    allowed: feeding,
  },
  {
    key: 'zootech',
    labelKey: 'menu.zootech',
    href: paths.zootech.href(),
    icon: IconPaw,
    built: true,
    allowed: zootech,
  },
  // The barn's work (issue 29 §5): to a member with the herd's records, as the tiles of the lists.
  {
    key: 'actionLists',
    labelKey: 'menu.actionLists',
    href: paths.actionLists.href(),
    icon: IconListCheck,
    built: true,
    allowed: zootech,
  },
  {
    key: 'barnEntry',
    labelKey: 'menu.barnEntry',
    href: paths.barnEntry.href(),
    icon: IconPencilPlus,
    built: true,
    allowed: zootech,
  },
  {
    key: 'recordsToFix',
    labelKey: 'menu.recordsToFix',
    href: paths.recordsToFix.href(),
    icon: IconTool,
    built: true,
    allowed: zootech,
  },
  {
    key: 'reports',
    labelKey: 'menu.reports',
    icon: IconReportAnalytics,
    built: true,
    allowed: always,
    children: [
      {
        key: 'gestationLosses',
        labelKey: 'menu.gestationLosses',
        href: paths.gestationLosses.href(),
        built: true,
        // A gestation feeding report (TILES['gestation-losses'].access), unlike the herd ones.
        allowed: (ctx) =>
          canAccessAreaAt(ctx.subject, ctx.currentSite, ctx.sites, 'gestation', ctx.now),
      },
      report('usersReport', paths.usersReport, (ctx) =>
        canSeeUsersReport(ctx.subject, ctx.currentSite, ctx.sites, ctx.now),
      ),
      report('reproductionAnalysis', paths.reproductionAnalysis),
      report('performancesMonitoring', paths.performancesMonitoring),
      report('pigletsMortality', paths.pigletsMortality),
      report('sowWithdrawals', paths.sowWithdrawals),
      report('locations', paths.locations),
      // Not a zootech screen of the current site: the comparison picks its own sites.
      report('farmComparison', paths.farmComparison, (ctx) =>
        canUseFarmComparison(ctx.subject, ctx.sites, ctx.now),
      ),
    ],
  },
  {
    key: 'silos',
    labelKey: 'menu.silos',
    href: paths.silos.href(),
    icon: IconBuildingWarehouse,
    built: true,
    allowed: (ctx) => canSeeSilos(ctx.subject, ctx.sites, ctx.now),
  },
  {
    key: 'deliveryPlan',
    labelKey: 'menu.deliveryPlan',
    href: paths.deliveryPlan.href(),
    icon: IconTruckDelivery,
    built: true,
    // Beside the silos, for the same people: the page says so when no site has silos to plan.
    allowed: (ctx) => canSeeSilos(ctx.subject, ctx.sites, ctx.now),
  },
  {
    key: 'ltrackSubscriptions',
    labelKey: 'menu.ltrackSubscriptions',
    href: paths.ltrackSubscriptions.href(),
    icon: IconCreditCard,
    built: true,
    allowed: (ctx) => ctx.smallScreen && ltrackAdmin(ctx),
  },
  {
    key: 'sitesManager',
    labelKey: 'menu.sitesManager',
    href: paths.sitesManager.href(),
    icon: IconMapPin,
    built: true,
    allowed: (ctx) => ctx.smallScreen && admin(ctx),
  },
  {
    key: 'usersManager',
    labelKey: 'menu.usersManager',
    href: paths.usersManager.href(),
    icon: IconUsers,
    built: true,
    allowed: (ctx) => ctx.smallScreen && admin(ctx),
  },
  {
    key: 'dictionaryManager',
    labelKey: 'menu.dictionaryManager',
    href: paths.dictionaryManager.href(),
    icon: IconBook2,
    built: true,
    allowed: (ctx) => ctx.smallScreen && admin(ctx),
  },
  {
    key: 'auditTrail',
    labelKey: 'menu.auditTrail',
    href: paths.auditTrail.href(),
    icon: IconHistory,
    built: true,
    allowed: (ctx) => ctx.smallScreen && admin(ctx),
  },
  integrationsEntry,
  settingsEntry,
  objectivesEntry,
  helpEntry,
  logoutEntry,
];

/** User menu of spec §2 (top-bar badge). */
export const USER_MENU: MenuEntry[] = [
  {
    key: 'ltrackSubscriptions',
    labelKey: 'menu.ltrackSubscriptions',
    href: paths.ltrackSubscriptions.href(),
    icon: IconCreditCard,
    built: true,
    allowed: ltrackAdmin,
  },
  {
    key: 'sitesManager',
    labelKey: 'menu.sitesManager',
    href: paths.sitesManager.href(),
    icon: IconMapPin,
    built: true,
    allowed: admin,
  },
  {
    key: 'usersManager',
    labelKey: 'menu.usersManager',
    href: paths.usersManager.href(),
    icon: IconUsers,
    built: true,
    allowed: admin,
  },
  {
    key: 'dictionaryManager',
    labelKey: 'menu.dictionaryManager',
    href: paths.dictionaryManager.href(),
    icon: IconBook2,
    built: true,
    allowed: admin,
  },
  {
    key: 'auditTrail',
    labelKey: 'menu.auditTrail',
    href: paths.auditTrail.href(),
    icon: IconHistory,
    built: true,
    allowed: admin,
  },
  objectivesEntry,
  settingsEntry,
  helpEntry,
  logoutEntry,
];

/**
 * Entries to show: built and allowed. A group shows only when one of its children does, so an
 * empty "Reports" heading never appears.
 */
export function visibleEntries(entries: MenuEntry[], ctx: MenuContext): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.built || !entry.allowed(ctx)) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children, ctx);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
