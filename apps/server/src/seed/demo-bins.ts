import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import {
  binReadings,
  bins,
  buildings,
  feedSites,
  feeds,
  ingestKeys,
  licences,
  sensorDevices,
} from '../db/schema/index.js';
import { sha256 } from '../modules/identity/secrets.js';
import {
  BIN_PARAMETERS,
  binShape,
  DAY_MS,
  FEEDS,
  simulateBins,
  type BinModel,
  type BinScenario,
  type FeedKey,
  type SimBinHistory,
  type SimBinSpec,
  type SimReading,
} from '../simulator/bins/index.js';
import { DEMO_HERD } from './demo-herds.js';

/**
 * The demo tenant's feed bins (docs/simulator.md, "Feed bins"): seven L-Track bins of every type
 * in the maternity's three buildings and two on each of its nursery and finishing sites, two
 * months of simulated readings ending at the seed's "now", the tenant's licences and one ingest
 * key with a documented value, for `npm run simulate:bins`.
 */

/**
 * The demo ingest key of Ferme du Bocage, printed at start and written in the README. It is
 * public: a server holding the demo data must not hold real data (SEED=none in production).
 * Same format as lib/ingest-keys.ts: `bbk_<key id, 32 hex>_<secret, 43 base64url>`.
 */
export const DEMO_INGEST_KEY_ID = 'de300000-b0ca-4e00-8000-000000000001';
export const DEMO_INGEST_SECRET = 'DemoLTrack-FermeDuBocage-NotForProduction-1';
export const DEMO_INGEST_KEY = `bbk_${DEMO_INGEST_KEY_ID.replaceAll('-', '')}_${DEMO_INGEST_SECRET}`;

/** The demo readings' seed and length: the live simulator replays the same bins from it. */
export const DEMO_BINS_SEED = 42;
export const DEMO_BIN_DAYS = 60;
/** Subscription credits of the tenant: one per enabled bin's year, some left over. */
export const DEMO_LICENCES = 14;
const SUBSCRIPTION_DAYS = 365;

type DemoBin = {
  key: string;
  name: string;
  /** The site's key in demo-data.ts. */
  site: 'maternity' | 'nursery' | 'finishing';
  building: string;
  feed: FeedKey;
  model: BinModel;
  /**
   * What it feeds: gestating or lactating sows of the maternity herd and its share of their
   * ration, or a number of growing pigs and what each eats a day.
   */
  ration: { phase: 'gestation' | 'lactation'; share: number } | { pigs: number; kgPerPig: number };
  devEui: string;
  firmware: string;
  rssi: number;
  snr: number;
  battery?: SimBinSpec['battery'];
  scenario?: BinScenario;
  /** A licence assigned this many days ago (a year's subscription), or expired with none. */
  subscription: { assignedDaysAgo: number } | { expiredDaysAgo: number };
};

/** Seamless steel or poly bins: 60° hopper, 30° roof (domain-notes §5). */
const steel = (
  type: BinModel['type'],
  diameter: number,
  verticalHeight: number,
  offset: number,
): BinModel => ({ type, diameter, hopperAngle: 60, verticalHeight, roofPitch: 30, offset });

export const DEMO_BINS: readonly DemoBin[] = [
  {
    key: 'g1-1',
    name: 'Silo G1-1',
    site: 'maternity',
    building: 'Gestation 1',
    feed: 'gestation',
    // 12 ft (3.66 m) seamless steel bin, 60° hopper: about 34 t of gestation feed.
    model: steel('regular_hopper', 3.66, 3.6, 0.35),
    ration: { phase: 'gestation', share: 0.46 },
    devEui: '1ac0b0ca9e000001',
    firmware: '2.3',
    rssi: -92,
    snr: 6,
    // Renews within 30 days: the scheduled-renewal warning.
    subscription: { assignedDaysAgo: 345 },
  },
  {
    key: 'g1-2',
    name: 'Silo G1-2',
    site: 'maternity',
    building: 'Gestation 1',
    feed: 'gestation',
    // 12 ft corrugated bin on a large 67° hopper.
    model: {
      type: 'large_hopper',
      diameter: 3.66,
      hopperAngle: 67,
      verticalHeight: 2.6,
      roofPitch: 30,
      offset: 0.35,
    },
    ration: { phase: 'gestation', share: 0.38 },
    devEui: '1ac0b0ca9e000002',
    firmware: '2.3',
    rssi: -99,
    snr: 3.5,
    scenario: { nearEmpty: true },
    subscription: { assignedDaysAgo: 200 },
  },
  {
    key: 'g1-3',
    name: 'Silo G1-3',
    site: 'maternity',
    building: 'Gestation 1',
    feed: 'barley',
    // 12 ft flat-bottom grain bin: ground barley, 16 % of the gestation ration.
    model: {
      type: 'flat_bottom',
      diameter: 3.66,
      hopperAngle: 0,
      verticalHeight: 4.4,
      roofPitch: 30,
      offset: 0.35,
      flatHeight: 0.3,
    },
    ration: { phase: 'gestation', share: 0.16 },
    devEui: '1ac0b0ca9e000003',
    firmware: '2.1',
    rssi: -103,
    snr: 1,
    subscription: { assignedDaysAgo: 180 },
  },
  {
    key: 'a-1',
    name: 'Silo A-1',
    site: 'maternity',
    building: 'Mise bas A',
    feed: 'lactation',
    model: steel('regular_hopper', 2.44, 2.44, 0.25),
    ration: { phase: 'lactation', share: 0.3 },
    devEui: '1ac0b0ca9e000004',
    firmware: '2.3',
    rssi: -88,
    snr: 7.5,
    // An old cell near its end: under 3.3 V at the end, the low-battery warning.
    battery: { startMv: 3362, mvPerDay: 1.4 },
    subscription: { assignedDaysAgo: 300 },
  },
  {
    key: 'a-2',
    name: 'Silo A-2',
    site: 'maternity',
    building: 'Mise bas A',
    feed: 'lactation',
    model: steel('off_centered_hopper', 1.83, 2.44, 0.25),
    ration: { phase: 'lactation', share: 0.2 },
    devEui: '1ac0b0ca9e000005',
    firmware: '2.3',
    rssi: -106,
    snr: -2,
    scenario: { missedDay: true },
    subscription: { assignedDaysAgo: 120 },
  },
  {
    key: 'b-1',
    name: 'Silo B-1',
    site: 'maternity',
    building: 'Mise bas B',
    feed: 'lactation',
    // docs/bins.md's worked example: 9 ft (2.75 m), 60° hopper, 3 m sidewall, 0.3 m offset.
    model: steel('regular_hopper', 2.75, 3, 0.3),
    ration: { phase: 'lactation', share: 0.35 },
    devEui: '1ac0b0ca9e000006',
    firmware: '2.3',
    rssi: -95,
    snr: 5,
    subscription: { assignedDaysAgo: 90 },
  },
  {
    key: 'b-2',
    name: 'Silo B-2',
    site: 'maternity',
    building: 'Mise bas B',
    feed: 'complete',
    model: steel('regular_hopper', 1.83, 2.44, 0.25),
    ration: { phase: 'lactation', share: 0.15 },
    devEui: '1ac0b0ca9e000007',
    firmware: '2.1',
    rssi: -101,
    snr: 0.5,
    // Its subscription ended 12 days ago and no credit was used: the expired bin.
    subscription: { expiredDaysAgo: 12 },
  },
  {
    key: 'p-1',
    name: 'Silo P-1',
    site: 'nursery',
    building: 'Pouponnière 1',
    feed: 'nursery',
    model: steel('regular_hopper', 2.44, 2.44, 0.25),
    // 1,200 weaned piglets over their 7 weeks of nursery: about 0.6 kg each a day (two bins).
    ration: { pigs: 600, kgPerPig: 0.6 },
    devEui: '1ac0b0ca9e000008',
    firmware: '2.3',
    rssi: -97,
    snr: 4,
    subscription: { assignedDaysAgo: 150 },
  },
  {
    key: 'p-2',
    name: 'Silo P-2',
    site: 'nursery',
    building: 'Pouponnière 1',
    feed: 'nursery',
    model: steel('regular_hopper', 2.44, 2.44, 0.25),
    ration: { pigs: 600, kgPerPig: 0.6 },
    devEui: '1ac0b0ca9e000009',
    firmware: '2.3',
    rssi: -94,
    snr: 5.5,
    subscription: { assignedDaysAgo: 150 },
  },
  {
    key: 'en-1',
    name: 'Silo EN-1',
    site: 'finishing',
    building: 'Engraissement Nord',
    feed: 'finishing',
    // 12 ft bin with a tall sidewall (about 40 t) for 600 finishing pigs at 2.4 kg each a day.
    model: steel('regular_hopper', 3.66, 5.5, 0.35),
    ration: { pigs: 600, kgPerPig: 2.4 },
    devEui: '1ac0b0ca9e00000a',
    firmware: '2.3',
    rssi: -90,
    snr: 6.5,
    subscription: { assignedDaysAgo: 240 },
  },
  {
    key: 'es-1',
    name: 'Silo ES-1',
    site: 'finishing',
    building: 'Engraissement Sud',
    feed: 'finishing',
    model: steel('regular_hopper', 3.66, 5.5, 0.35),
    ration: { pigs: 600, kgPerPig: 2.4 },
    devEui: '1ac0b0ca9e00000b',
    firmware: '2.3',
    rssi: -100,
    snr: 2,
    subscription: { assignedDaysAgo: 240 },
  },
];

/** Mean daily consumption of a demo bin, from the herd's size (sows = mated females). */
export function demoBinDailyKg(bin: DemoBin, sows: number): number {
  if ('pigs' in bin.ration) return bin.ration.pigs * bin.ration.kgPerPig;
  const h = BIN_PARAMETERS.herd;
  const lactating = sows * h.lactatingShare;
  const herdKg =
    bin.ration.phase === 'lactation'
      ? lactating * h.lactationKgPerSowPerDay
      : (sows - lactating) * h.gestationKgPerSowPerDay;
  return herdKg * bin.ration.share;
}

/** The simulator's view of the demo bins for a herd of `sows` mated females. */
export function demoBinSpecs(sows: number): SimBinSpec[] {
  return DEMO_BINS.map((bin) => ({
    key: bin.key,
    devEui: bin.devEui,
    shape: binShape(bin.model),
    densityKgM3: FEEDS[bin.feed].densityKgM3,
    dailyKg: demoBinDailyKg(bin, sows),
    firmware: bin.firmware,
    rssi: bin.rssi,
    snr: bin.snr,
    ...(bin.battery ? { battery: bin.battery } : {}),
    ...(bin.scenario ? { scenario: bin.scenario } : {}),
  }));
}

/** The demo bins' simulated histories ending at `now`: what the seed stores, what live continues. */
export function demoBinHistories(now: Date, sows: number): SimBinHistory[] {
  return simulateBins({
    bins: demoBinSpecs(sows),
    seed: DEMO_BINS_SEED,
    end: now.getTime(),
    days: DEMO_BIN_DAYS,
  });
}

type ReadingRow = typeof binReadings.$inferInsert & {
  measuredAt: Date;
  receivedAt: Date;
};

/** A simulated reading as the ingestion would have stored it. */
function readingRow(
  tenantId: string,
  binId: string,
  history: SimBinHistory,
  reading: SimReading,
): ReadingRow {
  const { devEui } = history.spec;
  const best = reading.gateways[0] ?? null;
  return {
    tenantId,
    binId,
    devEui,
    session: history.session,
    frameCounter: reading.frameCounter,
    messageId: `sim:${devEui}:${history.session}:${reading.frameCounter}`,
    measuredAt: new Date(reading.at),
    // ChirpStack forwards an uplink within a second or two.
    receivedAt: new Date(reading.at + 800 + (reading.frameCounter % 7) * 150),
    distanceMm: reading.distanceMm,
    batteryMv: reading.batteryMv,
    temperatureC: reading.temperatureC,
    firmware: reading.firmware,
    rssi: best?.rssi ?? null,
    snr: best?.snr ?? null,
    gatewayCount: reading.gateways.length,
  };
}

/**
 * The demo bins' readings after the seed at `seededAt`, measured after `from` and up to `until`
 * (epoch ms): each bin goes on from its seeded history, one reading every 2 hours, in the same
 * LoRaWAN session. Replayed from the seed each time, so the same instants give the same readings.
 */
export async function storeDemoBinReadingsSince(
  tx: Executor,
  tenantId: string,
  seededAt: Date,
  from: number,
  until: number,
): Promise<number> {
  const stored = await tx
    .select({ id: bins.id, devEui: bins.devEui })
    .from(bins)
    // A demo bin an admin deleted gets no more readings; its sensor may be on a new bin.
    .where(and(eq(bins.tenantId, tenantId), isNull(bins.deletedAt)));
  const rows: ReadingRow[] = [];
  for (const history of demoBinHistories(seededAt, DEMO_HERD.sows)) {
    const bin = stored.find((row) => row.devEui === history.spec.devEui);
    const last = history.readings.at(-1);
    if (!bin || !last) continue;
    const interval = BIN_PARAMETERS.sensor.intervalMs;
    for (let at = last.at + interval; at <= until; at += interval) {
      history.simulation.advanceTo(at);
      const reading = history.simulation.measure(at);
      if (at > from) rows.push(readingRow(tenantId, bin.id, history, reading));
    }
  }
  if (rows.length) await insertReadings(tx, rows);
  return rows.length;
}

/**
 * All the readings in one statement, a column an array: `insert … select from unnest(…)` is two
 * to three times faster than multi-row VALUES, and every test that
 * seeds the demo pays for it.
 */
async function insertReadings(tx: Executor, rows: ReadingRow[]): Promise<void> {
  const column = <T>(pick: (row: ReadingRow) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    insert into ${binReadings} (tenant_id, bin_id, dev_eui, session, frame_counter, message_id,
      measured_at, received_at, distance_mm, battery_mv, temperature_c, firmware, rssi, snr,
      gateway_count)
    select * from unnest(
      ${column((r) => r.tenantId)}::uuid[], ${column((r) => r.binId)}::uuid[],
      ${column((r) => r.devEui)}::text[], ${column((r) => r.session)}::text[],
      ${column((r) => r.frameCounter)}::bigint[], ${column((r) => r.messageId)}::text[],
      ${column((r) => r.measuredAt.toISOString())}::timestamptz[],
      ${column((r) => r.receivedAt.toISOString())}::timestamptz[],
      ${column((r) => r.distanceMm ?? null)}::int[], ${column((r) => r.batteryMv ?? null)}::int[],
      ${column((r) => r.temperatureC ?? null)}::real[], ${column((r) => r.firmware ?? null)}::text[],
      ${column((r) => r.rssi ?? null)}::real[], ${column((r) => r.snr ?? null)}::real[],
      ${column((r) => r.gatewayCount ?? 0)}::smallint[]
    )
    on conflict do nothing`);
}

/**
 * Stores the demo bins on the tenant's sites: the feed dictionary offered where it is used, the
 * bins and their sensors, the readings, the licences and the demo ingest key.
 */
export async function seedDemoBins(
  tx: Transaction,
  options: { tenantId: string; siteIds: ReadonlyMap<string, string>; now: Date; sows: number },
): Promise<void> {
  const { tenantId, now } = options;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const siteId = (key: string) => options.siteIds.get(key)!;

  const buildingRows = await tx
    .select({ id: buildings.id, siteId: buildings.siteId, name: buildings.name })
    .from(buildings)
    .where(eq(buildings.tenantId, tenantId));
  const buildingId = (bin: DemoBin) => {
    const row = buildingRows.find((b) => b.siteId === siteId(bin.site) && b.name === bin.building);
    if (!row) throw new Error(`the demo site ${bin.site} has no building '${bin.building}'`);
    return row.id;
  };

  const feedRows = await tx
    .insert(feeds)
    .values(
      Object.values(FEEDS).map((feed) => ({
        tenantId,
        name: feed.name,
        recipe: feed.recipe,
        densityKgM3: feed.densityKgM3,
        utility: feed.utility,
        createdAt: daysAgo(400),
      })),
    )
    .returning({ id: feeds.id, name: feeds.name });
  const feedId = (key: FeedKey) => feedRows.find((row) => row.name === FEEDS[key].name)!.id;
  // Each feed is offered on the sites whose bins hold it.
  const offered = new Set(DEMO_BINS.map((bin) => `${bin.feed}|${bin.site}`));
  await tx.insert(feedSites).values(
    [...offered].map((pair) => {
      const [feed, site] = pair.split('|') as [FeedKey, string];
      return { tenantId, feedId: feedId(feed), siteId: siteId(site) };
    }),
  );

  const histories = demoBinHistories(now, options.sows);
  const binRows = await tx
    .insert(bins)
    .values(
      DEMO_BINS.map((bin, index) => {
        const shape = histories[index]!.spec.shape;
        const { subscription } = bin;
        const assigned = 'assignedDaysAgo' in subscription ? subscription.assignedDaysAgo : null;
        const expiresAt =
          assigned === null
            ? daysAgo((subscription as { expiredDaysAgo: number }).expiredDaysAgo)
            : daysAgo(assigned - SUBSCRIPTION_DAYS);
        const createdAt = daysAgo(400);
        return {
          tenantId,
          siteId: siteId(bin.site),
          buildingId: buildingId(bin),
          name: bin.name,
          devEui: bin.devEui,
          type: shape.type,
          feedId: feedId(bin.feed),
          diameterM: shape.diameter,
          verticalHeightM: shape.verticalHeight,
          bottomHeightM: shape.bottomHeight,
          roofHeightM: shape.roofHeight,
          flatHeightM: shape.flatHeight,
          outletDiameterM: shape.outletDiameter,
          offsetM: shape.offset,
          expiresAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: bins.id, devEui: bins.devEui });
  const binId = (devEui: string) => binRows.find((row) => row.devEui === devEui)!.id;

  await tx
    .insert(sensorDevices)
    .values(DEMO_BINS.map((bin) => ({ devEui: bin.devEui, tenantId, binId: binId(bin.devEui) })));

  const readingRows = histories.flatMap((history) => {
    const id = binId(history.spec.devEui);
    return history.readings.map((reading) => readingRow(tenantId, id, history, reading));
  });
  await insertReadings(tx, readingRows);

  const assigned = DEMO_BINS.filter((bin) => 'assignedDaysAgo' in bin.subscription);
  await tx.insert(licences).values(
    Array.from({ length: DEMO_LICENCES }, (_, index) => {
      const bin = assigned[index];
      const days =
        bin && 'assignedDaysAgo' in bin.subscription ? bin.subscription.assignedDaysAgo : null;
      return {
        tenantId,
        binId: bin ? binId(bin.devEui) : null,
        assignedAt: days === null ? null : daysAgo(days),
        createdAt: daysAgo(400),
      };
    }),
  );

  await tx.insert(ingestKeys).values({
    tenantId,
    id: DEMO_INGEST_KEY_ID,
    name: 'Demo L-Track simulator (npm run simulate:bins)',
    secretHash: sha256(DEMO_INGEST_SECRET),
    createdAt: daysAgo(DEMO_BIN_DAYS),
  });
}
