import { canAccessAreaAt, canSeeUsersReport, canUseFarmComparison } from '@barnboard/domain';
import {
  IconBabyCarriage,
  IconAlertTriangle,
  IconBuildingCommunity,
  IconCalendarStats,
  IconChartLine,
  IconChecklist,
  IconDoorExit,
  IconGenderFemale,
  IconHeartbeat,
  IconLayoutGrid,
  IconMapPins,
  IconRepeat,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { TileAccessContext } from '../../../lib/reports/tile-access';

type HerdReportKey =
  | 'actionLists'
  | 'recordsToFix'
  | 'herdReproduction'
  | 'farrowWeanPiglets'
  | 'performancesMonitoring'
  | 'activeSows'
  | 'sowsPiglets'
  | 'pigletsMortality'
  | 'sowWithdrawals'
  | 'locations'
  | 'reproductionAnalysis'
  | 'usersReport'
  | 'farmComparison';

/** A herd report the zootech page leads to: its screen, and who may open it (spec §2, §6). */
export type HerdReportLink = {
  /** Its route in `paths`, which names its title; its description is zootech.reports.<key>. */
  key: HerdReportKey;
  icon: Icon;
  allowed: (context: TileAccessContext) => boolean;
};

const zootech = ({ subject, currentSite, sites, now }: TileAccessContext) =>
  canAccessAreaAt(subject, currentSite, sites, 'zootech', now);

const link = (
  key: HerdReportLink['key'],
  icon: Icon,
  allowed: HerdReportLink['allowed'] = zootech,
): HerdReportLink => ({ key, icon, allowed });

/**
 * Every herd report of spec §2, in the order a farm reads them: the day's work in the barn and
 * the records to fix, then results, herd, analyses.
 */
export const HERD_REPORT_LINKS: readonly HerdReportLink[] = [
  link('actionLists', IconChecklist),
  link('recordsToFix', IconAlertTriangle),
  link('herdReproduction', IconHeartbeat),
  link('farrowWeanPiglets', IconBabyCarriage),
  link('performancesMonitoring', IconChartLine),
  link('activeSows', IconGenderFemale),
  link('sowsPiglets', IconLayoutGrid),
  link('pigletsMortality', IconCalendarStats),
  link('sowWithdrawals', IconDoorExit),
  link('locations', IconMapPins),
  link('reproductionAnalysis', IconRepeat),
  link('usersReport', IconUsersGroup, ({ subject, currentSite, sites, now }) =>
    canSeeUsersReport(subject, currentSite, sites, now),
  ),
  link('farmComparison', IconBuildingCommunity, ({ subject, sites, now }) =>
    canUseFarmComparison(subject, sites, now),
  ),
];
