import {
  BIN_TYPES,
  binSnapshot,
  fillHeightFromDistance,
  fillPercent,
  quantityKg,
  topHeight,
  volumeAtFillHeight,
  type BinShape,
} from '@barnboard/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binReadings,
  bins,
  buildings,
  feedSites,
  feeds,
  ingestKeys,
  licences,
  sensorDevices,
  sites,
  tenants,
} from '../../src/db/schema/index.js';
import { parseApiKey, secretMatches } from '../../src/lib/api-keys.js';
import { DEMO_BINS, DEMO_INGEST_KEY, DEMO_LICENCES } from '../../src/seed/demo-bins.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let now: Date;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock.now();
  await seedDemo(t.database.db, now);
  const [tenant] = await t.database.db
    .select()
    .from(tenants)
    .where(eq(tenants.name, 'Ferme du Bocage'));
  tenantId = tenant!.id;
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;

async function storedBins() {
  return db()
    .select({ bin: bins, building: buildings.name, site: sites.name, density: feeds.densityKgM3 })
    .from(bins)
    .innerJoin(
      buildings,
      and(eq(buildings.tenantId, bins.tenantId), eq(buildings.id, bins.buildingId)),
    )
    .innerJoin(sites, and(eq(sites.tenantId, bins.tenantId), eq(sites.id, bins.siteId)))
    .innerJoin(feeds, and(eq(feeds.tenantId, bins.tenantId), eq(feeds.id, bins.feedId)))
    .orderBy(asc(bins.name));
}

const shapeOf = (bin: typeof bins.$inferSelect): BinShape => ({
  type: bin.type,
  diameter: bin.diameterM,
  verticalHeight: bin.verticalHeightM,
  bottomHeight: bin.bottomHeightM,
  roofHeight: bin.roofHeightM,
  flatHeight: bin.flatHeightM,
  outletDiameter: bin.outletDiameterM,
  offset: bin.offsetM,
});

describe('the demo seed’s feed bins', () => {
  it('gives Ferme du Bocage L-Track access, its feed dictionary and bins of every type', async () => {
    const [tenant] = await db().select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant!.ltrackAccess).toBe(true);

    const feedRows = await db().select().from(feeds).where(eq(feeds.tenantId, tenantId));
    expect(feedRows.map((f) => [f.name, f.densityKgM3]).sort()).toEqual(
      [
        ['Complete feed', 641],
        ['Gestation feed', 650],
        ['Grower-finisher feed', 620],
        ['Ground barley', 390],
        ['Lactation feed', 660],
        ['Nursery feed', 680],
      ].sort(),
    );
    // Each feed offered on the sites whose bins hold it.
    expect(await db().select().from(feedSites)).toHaveLength(6);

    const rows = await storedBins();
    expect(rows).toHaveLength(DEMO_BINS.length);
    expect(rows.every((r) => r.bin.tenantId === tenantId)).toBe(true);
    const maternity = rows.filter((r) => r.site === 'Maternité Saint-Hyacinthe');
    expect(maternity).toHaveLength(7);
    expect(new Set(maternity.map((r) => r.building))).toEqual(
      new Set(['Gestation 1', 'Mise bas A', 'Mise bas B']),
    );
    // The nursery and the finishing site show their bins too.
    expect(rows.filter((r) => r.site === 'Pouponnière du Ruisseau')).toHaveLength(2);
    expect(rows.filter((r) => r.site === 'Engraissement Les Érables')).toHaveLength(2);
    expect(new Set(rows.map((r) => r.bin.type))).toEqual(new Set(BIN_TYPES));
    for (const { bin } of rows) {
      expect(bin.devEui).toMatch(/^[0-9a-f]{16}$/);
      expect(bin.offsetM).toBeLessThan(bin.roofHeightM);
    }
    // Only the demo tenant with L-Track access has bins.
    expect(await db().select().from(bins)).toHaveLength(DEMO_BINS.length);
  });

  it('registers each sensor to its bin and tenant', async () => {
    const devices = await db().select().from(sensorDevices);
    const rows = await storedBins();
    expect(devices).toHaveLength(DEMO_BINS.length);
    for (const { bin } of rows) {
      expect(devices).toContainEqual({ devEui: bin.devEui, tenantId, binId: bin.id });
    }
  });

  it('stores about 700 readings a bin over two months, whose distances fit the geometry', async () => {
    for (const { bin, density } of await storedBins()) {
      const readings = await db()
        .select()
        .from(binReadings)
        .where(and(eq(binReadings.tenantId, tenantId), eq(binReadings.binId, bin.id)))
        .orderBy(asc(binReadings.measuredAt));
      expect(readings.length).toBeGreaterThanOrEqual(690);
      expect(readings.length).toBeLessThanOrEqual(720);
      expect(now.getTime() - readings[0]!.measuredAt.getTime()).toBeGreaterThan(59.9 * 86_400_000);
      expect(readings.at(-1)!.measuredAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const shape = shapeOf(bin);
      const sensorHeight = topHeight(shape) - shape.offset;
      for (const r of readings) {
        expect(r.devEui).toBe(bin.devEui);
        expect(r.frameCounter).toBeGreaterThan(0);
        if (r.distanceMm !== null) {
          expect(r.distanceMm).toBeGreaterThanOrEqual(0);
          expect(r.distanceMm / 1000).toBeLessThanOrEqual(sensorHeight + 0.02);
        }
      }
      const snapshot = binSnapshot({
        readings: readings.map((r) => {
          const volume =
            r.distanceMm === null
              ? null
              : volumeAtFillHeight(shape, fillHeightFromDistance(shape, r.distanceMm));
          return {
            at: r.measuredAt.getTime(),
            quantityKg: volume === null ? null : quantityKg(volume, density),
            fillPercent: volume === null ? null : fillPercent(shape, volume),
            fillHeightM: r.distanceMm === null ? null : sensorHeight - r.distanceMm / 1000,
            batteryMv: r.batteryMv,
            temperatureC: r.temperatureC,
            rssi: r.rssi,
            snr: r.snr,
            firmware: r.firmware,
          };
        }),
        capacityKg: quantityKg(volumeAtFillHeight(shape, topHeight(shape)), density)!,
        sensorHeightM: sensorHeight,
        now: now.getTime(),
        renewalAt: bin.expiresAt?.getTime() ?? null,
        wrongPortCount: 0,
      });
      const maxGapHours =
        Math.max(
          ...readings
            .slice(1)
            .map((r, i) => r.measuredAt.getTime() - readings[i]!.measuredAt.getTime()),
        ) / 3_600_000;
      if (bin.name === 'Silo G1-2')
        expect(snapshot.forecast!.daysUntilEmpty).toBeLessThanOrEqual(2);
      else expect(snapshot.forecast!.daysUntilEmpty).toBeGreaterThan(2);
      if (bin.name === 'Silo A-1') expect(snapshot.batteryMv).toBeLessThan(3300);
      else expect(snapshot.batteryMv).toBeGreaterThan(3500);
      if (bin.name === 'Silo A-2') expect(maxGapHours).toBeGreaterThan(24);
      else expect(maxGapHours).toBeLessThan(2.1);
    }
  });

  it('has 14 licences, 10 of them assigned, and one expired bin without a licence', async () => {
    const rows = await db().select().from(licences).where(eq(licences.tenantId, tenantId));
    expect(rows).toHaveLength(DEMO_LICENCES);
    const assigned = rows.filter((l) => l.binId !== null);
    expect(assigned).toHaveLength(10);
    expect(assigned.every((l) => l.assignedAt !== null && l.assignedAt < now)).toBe(true);

    const binRows = (await storedBins()).map((r) => r.bin);
    const expired = binRows.filter((b) => b.expiresAt !== null && b.expiresAt < now);
    expect(expired.map((b) => b.name)).toEqual(['Silo B-2']);
    expect(assigned.some((l) => l.binId === expired[0]!.id)).toBe(false);
    for (const bin of binRows.filter((b) => b !== expired[0])) {
      expect(assigned.filter((l) => l.binId === bin.id)).toHaveLength(1);
      expect(bin.expiresAt!.getTime()).toBeGreaterThan(now.getTime());
    }
    // One bin renews within 30 days: the scheduled-renewal warning.
    const soon = binRows.filter(
      (b) => b.expiresAt! > now && b.expiresAt!.getTime() < now.getTime() + 30 * 86_400_000,
    );
    expect(soon.map((b) => b.name)).toEqual(['Silo G1-1']);
  });

  it('stores the documented demo ingest key, only its hash', async () => {
    const parsed = parseApiKey('ingest', DEMO_INGEST_KEY)!;
    const [key] = await db().select().from(ingestKeys).where(eq(ingestKeys.id, parsed.id));
    expect(key!.tenantId).toBe(tenantId);
    expect(key!.revokedAt).toBeNull();
    expect(key!.secretHash).not.toContain(parsed.secret);
    expect(secretMatches(parsed.secret, key!.secretHash)).toBe(true);
  });
});
