import {
  addDays,
  canAccessArea,
  DELIVERY_PLAN_DAYS,
  isStaff,
  planDeliveries,
  type BinItem,
  type DeliveryPlanAnswer,
  type PlanBin,
  type Subject,
} from '@barnboard/domain';
import type { Executor } from '../../../db/database.js';
import { dateInZone } from '../../../lib/dates.js';
import { listBinRecords } from '../../../repositories/bins-repository.js';
import { listPlanSites, type PlanSite } from '../../../repositories/delivery-repository.js';
import { listSiteGrants } from '../../../repositories/sites-repository.js';
import { describeBins } from '../describe-bins.js';
import { tenantDeliverySettings } from './settings-service.js';

/**
 * The delivery plan of some sites of one tenant (docs/bins.md, "Delivery planning"): the bins'
 * snapshots as the silos page shows them (level, conservative rate), planned by planDeliveries
 * with the tenant's truck, each day turned into a date on its site's calendar.
 */

/** The sites of a tenant the caller sees with silo access (every one of them for staff). */
export async function siloSitesOf(
  db: Executor,
  subject: Subject,
  userId: string,
  tenantId: string,
  now: Date,
): Promise<string[]> {
  const grants = await listSiteGrants(db, isStaff(subject) ? 'all' : { userId, now });
  return grants
    .filter(
      (site) => site.tenant.cloud_id === tenantId && canAccessArea(subject, site, 'silo', now),
    )
    .map((site) => site.id);
}

/** What the algorithm needs of a bin; null when its quantity is unknown (no reading or density). */
function planBin(item: BinItem): PlanBin | null {
  if (item.capacity_kg === null || item.quantity === null || !item.content) return null;
  return {
    id: item.id,
    siteId: item.site.id,
    feedId: item.content.cloud_id,
    capacityKg: item.capacity_kg,
    currentKg: Math.min(Math.max(item.quantity, 0), item.capacity_kg),
    kgPerDay: item.forecast?.kg_per_day ?? null,
  };
}

const roundKg = (kg: number) => Math.round(kg);

export async function deliveryPlan(
  db: Executor,
  tenantId: string,
  siteIds: readonly string[] | undefined,
  now: Date,
): Promise<DeliveryPlanAnswer> {
  const settings = await tenantDeliverySettings(db, tenantId);
  const sites = await listPlanSites(db, { tenantId, ...(siteIds ? { siteIds } : {}) });
  const records =
    sites.length === 0
      ? []
      : await listBinRecords(
          db,
          { kind: 'all' },
          { siteIds: sites.map((site) => site.id), disabled: false, expired: false, now },
        );
  const items = await describeBins(db, records, now);
  const planned = items.map(planBin);
  const plan = planDeliveries(
    planned.filter((bin) => bin !== null),
    {
      truck: { capacityKg: settings.truck_capacity_kg, compartments: settings.truck_compartments },
      horizonDays: DELIVERY_PLAN_DAYS,
      leadDays: settings.lead_days,
    },
  );

  const today = new Map(sites.map((site: PlanSite) => [site.id, dateInZone(now, site.timezone)]));
  const dateOf = (siteId: string, day: number) => addDays(today.get(siteId)!, day);
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const named = (binId: string) => ({ id: binId, name: itemsById.get(binId)!.name });
  const feedOf = (binId: string) => {
    const content = itemsById.get(binId)!.content!;
    return { id: content.cloud_id, name: content.name };
  };
  const outlooks = new Map(plan.bins.map((outlook) => [outlook.binId, outlook]));

  return {
    generated_at: now.toISOString(),
    horizon_days: DELIVERY_PLAN_DAYS,
    truck: { capacity_kg: settings.truck_capacity_kg, compartments: settings.truck_compartments },
    lead_days: settings.lead_days,
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      timezone: site.timezone,
      today: today.get(site.id)!,
    })),
    trips: plan.trips.map((trip) => ({
      site_id: trip.siteId,
      date: dateOf(trip.siteId, trip.day),
      total_kg: roundKg(trip.totalKg),
      compartments: Object.entries(trip.compartmentsByFeed).map(([feedId, count]) => ({
        feed_id: feedId,
        count,
      })),
      loads: trip.loads.map((load) => ({
        bin: named(load.binId),
        feed: feedOf(load.binId),
        kg: roundKg(load.kg),
      })),
      reason: {
        bin: named(trip.reason.binId),
        empty_date: dateOf(trip.siteId, trip.reason.emptyDay),
      },
    })),
    bins: items.map((item) => {
      const outlook = outlooks.get(item.id);
      return {
        id: item.id,
        name: item.name,
        site_id: item.site.id,
        building: item.building.name,
        feed: item.content && { id: item.content.cloud_id, name: item.content.name },
        capacity_kg: item.capacity_kg,
        quantity_kg: item.quantity,
        kg_per_day: item.forecast?.kg_per_day ?? null,
        empty_date:
          outlook?.emptyDay === null || outlook === undefined
            ? null
            : dateOf(item.site.id, outlook.emptyDay),
        deliveries: (outlook?.deliveries ?? []).map((delivery) => ({
          date: dateOf(item.site.id, delivery.day),
          kg: roundKg(delivery.kg),
        })),
        problem: outlook ? outlook.problem : 'no_level',
      };
    }),
  };
}
