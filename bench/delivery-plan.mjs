// The delivery planner (docs/bins.md, "Delivery planning") on 500 bins of 50 sites: the plan of a
// tenant's 14 days, computed in-process from the built domain package. Bins are drawn with a
// fixed seed: 10 per site, 3 feeds, 6–40 t, levels from nearly empty to full, 2–40 days of
// capacity; a 24 t truck of 3 compartments, deliveries from tomorrow.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure } from './herd-site.mjs';
import { root, writeResults } from './support.mjs';

/** @type {typeof import('@barnboard/domain')} */
const { planDeliveries } = await import(
  pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href
);

/**
 * A small deterministic generator (mulberry32), so every run plans the same bins.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(17);
const feeds = ['gestation', 'lactation', 'finishing'];
const bins = Array.from({ length: 500 }, (_, i) => {
  const capacityKg = 6_000 + Math.round(next() * 34_000);
  return {
    id: `bin-${i}`,
    siteId: `site-${Math.floor(i / 10)}`,
    feedId: /** @type {string} */ (feeds[Math.floor(next() * feeds.length)]),
    capacityKg,
    currentKg: Math.round(capacityKg * next()),
    kgPerDay: capacityKg / (2 + next() * 38),
  };
});
const options = { truck: { capacityKg: 24_000, compartments: 3 }, horizonDays: 14, leadDays: 1 };

const plan = planDeliveries(bins, options);
const timing = await measure(async () => planDeliveries(bins, options));
console.table({ plan_500_bins_50_sites: timing });
writeResults('delivery-plan', {
  runs: timing.n,
  data: {
    bins: '500 bins of 50 sites (10 a site), 3 feeds, 6–40 t, seed 17',
    truck: options.truck,
    horizon_days: options.horizonDays,
    lead_days: options.leadDays,
  },
  plan: {
    trips: plan.trips.length,
    delivered_kg: Math.round(plan.trips.reduce((s, t) => s + t.totalKg, 0)),
  },
  cases: { plan_500_bins_50_sites: timing },
});
