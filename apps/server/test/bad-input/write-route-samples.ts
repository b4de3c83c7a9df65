import { randomUUID } from 'node:crypto';
import {
  chirpstackUplinkExample,
  ttnUplinkExample,
  WEB_CLIENT_ID,
  type ActionWindowsAnswer,
  type User,
} from '@barnboard/domain';
import { eq } from 'drizzle-orm';
import { buildings, feeds, sites, tenants } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/repositories/feeds-repository.js';
import { createIngestKey } from '../../src/repositories/ingest-keys-repository.js';
import { feedKit, flatBin, type FeedKit } from '../feed/feed-kit.js';
import { createIntegration, installIntegration } from '../integration-api/support.js';
import { newKey, registerSensor, BOCAGE, tenantIdOf } from '../ingest/support.js';
import { demoTenant } from '../support/demo-tenant.js';
import {
  DEFAULT_TEST_PASSWORD,
  createSignedInUser,
  createUser,
  randomAddress,
  signIn,
  type TestUser,
} from '../support/sign-in.js';
import type { TestApp } from '../support/test-app.js';
import type { FieldKind } from './bad-values.js';
import { herdEntrySamples } from './herd-entry-samples.js';
import { integrationsSamples } from './integrations-samples.js';
import { usersManagerSamples } from './users-manager-samples.js';
import { deliverySamples } from '../delivery-plan/bad-input-samples.js';

/**
 * A valid request of every write route of the OpenAPI document, for the bad-input property
 * (write-routes.property.test.ts) to spoil one field at a time. Each is made afresh for every
 * try (a new MAC address, a new reset token, a new uplink id), so that a spoilt request the
 * server wrongly accepted would write something the table digests see.
 */

export type Persona = 'owner' | 'staff' | 'ingest' | 'anonymous';

export type SampleBody =
  | { type: 'json'; value: unknown; contentType?: string }
  | { type: 'form'; fields: Record<string, string> }
  | { type: 'csv'; columns: string[]; row: string[] }
  | { type: 'basic'; username: string; password: string }
  | { type: 'none' };

export type Sample = {
  persona: Persona;
  params: Record<string, string>;
  query: Record<string, string>;
  body: SampleBody;
  /**
   * The body fields the route reads, when it reads fewer than it is sent: an uplink carries
   * fields of the network server's that Barnboard ignores, and a TTN decoded_payload that does
   * not read as L-Track's gives way to the frm_payload beside it, by design.
   */
  fields?: (string | number)[][];
  /** Kinds the value does not tell: a credential is only refused when it cannot be one. */
  kinds?: Record<string, FieldKind>;
  /**
   * The access token of an account of the sample's own, instead of the persona's: a route that
   * changes the caller's own account (its password) gets a fresh one every try.
   */
  token?: string;
};

export type World = {
  t: TestApp;
  kit: FeedKit;
  tokens: Record<Exclude<Persona, 'anonymous'>, string>;
  samples: Record<string, (() => Promise<Sample>)[]>;
};

const json = (value: unknown, contentType?: string): SampleBody => ({
  type: 'json',
  value,
  ...(contentType ? { contentType } : {}),
});

/** Records of one sow, in an order the sequence rules accept, with every field of each type. */
const RECORDS = [
  {
    type: 'entry',
    animal: 'P1',
    date: '2025-01-02',
    time: '08:30',
    user: 'Marie',
    location: 'Gestation',
    id: 'e-1',
    parity: 1,
    birth_date: '2024-01-15',
    genetic: 'Landrace',
    rfid: '250000000000001',
  },
  { type: 'service', animal: 'P1', date: '2025-01-10', boar: 'B7', doses: 2 },
  {
    type: 'farrowing',
    animal: 'P1',
    date: '2025-05-04',
    born_alive: 12,
    stillborn: 1,
    mummified: 1,
  },
  { type: 'weaning', animal: 'P1', date: '2025-05-25', count: 11, weight_kg: 6.5 },
];

const INTAKE = {
  animal: 'P1',
  date: '2026-03-10',
  kind: 'gestation',
  target_g: 2500,
  distributed_g: 2400,
  curve_percent: 100,
  day: 40,
  station: 'ESF 1',
};
const VISIT = { animal: 'P1', station: 'ESF 1', time: '2026-03-10T06:00:00Z', quantity_g: 1200 };
const NOTIFICATION = { station: 'ESF 1', code: 1, time: '2026-03-10T06:00:00Z' };
const STATION = { name: 'ESF 1', kind: 'gestation', location: 'Gestation pen 1' };
const CURVE = {
  name: 'Gestation',
  kind: 'gestation',
  points: [
    { day: 0, grams: 2200 },
    { day: 100, grams: 3000 },
  ],
};
const LOCATION = { name: 'Room P', kind: 'room', building: 'Mise bas A', section: 'lactation' };

/**
 * One JSON and one CSV sample of an import whose records are `rows`; `textCells` are the columns
 * whose digits are text (an RFID tag), not a number.
 */
function importSamples(
  persona: Persona,
  siteId: string,
  key: string,
  rows: Record<string, unknown>[],
  textCells: string[] = [],
): (() => Promise<Sample>)[] {
  const params = { siteId };
  const columns = Object.keys(rows[0]!);
  return [
    () => Promise.resolve({ persona, params, query: {}, body: json({ [key]: rows }) }),
    () =>
      Promise.resolve({
        persona,
        params,
        query: {},
        body: { type: 'csv', columns, row: columns.map((c) => String(rows[0]![c])) },
        kinds: Object.fromEntries(textCells.map((cell) => [cell, 'text' as const])),
      }),
  ];
}

export async function prepareWorld(t: TestApp): Promise<World> {
  const kit = await feedKit(t);
  await kit.setAvailableLicences(1_000);
  const db = t.database.db;
  const demo = await demoTenant(db);
  const siteId = await demo.newSite('Property');
  // The maternity's buildings are where the locations sample places its room.
  const maternity = kit.maternityId;
  const feedSite = await kit.newSite('Property bins');
  const bin = await kit.create(feedSite);
  const binFields = flatBin({ building_id: feedSite.buildingId, content_id: feedSite.feedId });
  const ingestKey = await newKey(db, BOCAGE);
  const sensor = await registerSensor(db, BOCAGE);
  const tenantId = await tenantIdOf(db, BOCAGE);
  const member: TestUser = await createUser(t);
  const owner = kit.tokens.owner;
  let frames = 0;

  // Links are few per account and period: each token is of an account of its own.
  const recoveryToken = async (): Promise<string> => {
    const sent = t.mailer.sent.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { email: (await createUser(t)).email },
      remoteAddress: randomAddress(),
    });
    if (response.statusCode !== 200 || t.mailer.sent.length === sent)
      throw new Error(`no recovery mail: ${response.statusCode} ${response.body}`);
    return /token=([^\s&]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
  };
  /** An account of its own, signed in, as it reads itself (GET /api/user). */
  const ownAccount = async (): Promise<{ token: string; user: User }> => {
    const { tokens } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    return { token: tokens.access_token, user: response.json<User>() };
  };
  const sample = (s: Omit<Sample, 'query' | 'params'> & Partial<Sample>) => () =>
    Promise.resolve({ params: {}, query: {}, ...s });
  const realm = { realm: 'barnboard' };

  const adminSamples = await prepareAdminSamples(t, tenantId);
  const samples: World['samples'] = {
    'POST /realms/{realm}/protocol/openid-connect/token': [
      sample({
        persona: 'anonymous',
        params: realm,
        body: {
          type: 'form',
          fields: {
            grant_type: 'password',
            client_id: WEB_CLIENT_ID,
            username: member.email,
            password: member.password,
          },
        },
        kinds: { username: 'credential', password: 'credential', client_id: 'credential' },
      }),
    ],
    'POST /realms/{realm}/protocol/openid-connect/logout': [
      async () => ({
        persona: 'anonymous',
        params: realm,
        query: {},
        body: {
          type: 'form',
          fields: {
            client_id: WEB_CLIENT_ID,
            refresh_token: (await signIn(t, member)).refresh_token,
          },
        },
        kinds: { client_id: 'credential', refresh_token: 'credential' },
      }),
    ],
    'POST /api/auth': [
      sample({
        persona: 'anonymous',
        body: { type: 'basic', username: member.email, password: member.password },
        kinds: { username: 'credential', password: 'credential' },
      }),
    ],
    'POST /api/user/recover': [
      sample({ persona: 'anonymous', body: json({ email: member.email }) }),
    ],
    'POST /api/user/reset-password': [
      async () => ({
        persona: 'anonymous',
        params: {},
        query: {},
        body: json({ token: await recoveryToken(), password: member.password }),
        kinds: { token: 'credential', password: 'credential' },
      }),
    ],
    'PATCH /api/user': [
      sample({
        persona: 'owner',
        body: json({ prefs: '{"favorites":[]}', locale: 'fr' }),
      }),
    ],
    'PUT /api/user/profile': [
      async () => {
        const { token, user } = await ownAccount();
        return {
          persona: 'owner',
          token,
          params: {},
          query: {},
          body: json({
            first_name: 'Marie',
            last_name: 'Roy',
            email: user.email,
            phone: '06 12 34 56 78',
            phone_country: 'FR',
            sms_opt_in: true,
            expected_updated_at: user.updated_at,
          }),
        };
      },
    ],
    'POST /api/user/password': [
      async () => ({
        persona: 'owner',
        token: (await ownAccount()).token,
        params: {},
        query: {},
        body: json({ current_password: DEFAULT_TEST_PASSWORD, new_password: 'Changed-pass7' }),
        kinds: { current_password: 'credential' },
      }),
    ],
    'PATCH /api/sites/{id}': [
      sample({
        persona: 'owner',
        params: { id: siteId },
        body: json({ prefs: '{"objectives":{}}' }),
      }),
    ],
    // The windows as stored, so a request spoilt nowhere is never stale.
    'PUT /api/sites/{siteId}/action-windows': [
      async () => {
        const current = await t.app.inject({
          method: 'GET',
          url: `/api/sites/${siteId}/action-windows`,
          headers: { authorization: `Bearer ${owner}` },
        });
        const { windows, updated_at } = current.json<ActionWindowsAnswer>();
        return {
          persona: 'owner',
          params: { siteId },
          query: {},
          body: json({ windows, expected_updated_at: updated_at }),
        };
      },
    ],
    'POST /api/sites/{siteId}/records/import': importSamples('owner', siteId, 'records', RECORDS, [
      'rfid',
    ]),
    'POST /api/sites/{siteId}/feed-intakes/import': importSamples('owner', siteId, 'intakes', [
      INTAKE,
    ]),
    'POST /api/sites/{siteId}/feeding/visits/import': importSamples('owner', siteId, 'visits', [
      VISIT,
    ]),
    'POST /api/sites/{siteId}/feeding/notifications/import': importSamples(
      'owner',
      siteId,
      'notifications',
      [NOTIFICATION],
    ),
    'POST /api/sites/{siteId}/feeding/stations/import': importSamples('owner', siteId, 'stations', [
      STATION,
    ]),
    'POST /api/sites/{siteId}/feeding/curves/import': [
      sample({ persona: 'owner', params: { siteId }, body: json({ curves: [CURVE] }) }),
    ],
    'POST /api/sites/{siteId}/feeding/notifications/seen': [
      sample({
        persona: 'owner',
        params: { siteId },
        body: json({ all: true, before: '2026-03-10T06:00:00Z' }),
      }),
      sample({ persona: 'owner', params: { siteId }, body: json({ ids: [randomUUID()] }) }),
    ],
    'POST /api/sites/{siteId}/locations/import': importSamples('owner', maternity, 'locations', [
      LOCATION,
    ]),
    'POST /feed/bins': [
      sample({
        persona: 'owner',
        query: { view: 'RESUME', page: '0', size: '5' },
        body: json({
          site_ids: [feedSite.siteId],
          search: 'Silo',
          disabled: false,
          sort: 'name',
          direction: 'asc',
        }),
      }),
    ],
    'POST /feed/sites/{siteId}/bins': [
      () =>
        Promise.resolve({
          persona: 'owner',
          params: { siteId: feedSite.siteId },
          query: {},
          // flatBin gives every call a MAC address of its own.
          body: json(flatBin({ building_id: feedSite.buildingId, content_id: feedSite.feedId })),
        }),
    ],
    'PUT /feed/bins/{binId}': [
      async () => ({
        persona: 'owner',
        params: { binId: bin.id },
        query: {},
        body: json({
          ...binFields,
          mac_address: bin.mac_address,
          name: 'Silo 2',
          expected_updated_at: await kit.version(bin.id),
        }),
      }),
    ],
    'PATCH /feed/bins/{binId}': [
      sample({
        persona: 'owner',
        params: { binId: bin.id },
        body: json(
          [{ op: 'replace', path: '/diameter', value: 2.5 }],
          'application/json-patch+json',
        ),
      }),
      async () => ({
        persona: 'owner',
        params: { binId: bin.id },
        query: {},
        body: json({ name: 'Silo 3', offset: 0.3, expected_updated_at: await kit.version(bin.id) }),
      }),
    ],
    'POST /feed/bins/{binId}/move': [
      async () => ({
        persona: 'owner',
        params: { binId: bin.id },
        query: {},
        body: json({
          building_id: feedSite.buildingId,
          expected_updated_at: await kit.version(bin.id),
        }),
      }),
    ],
    'DELETE /feed/bins/{binId}': [
      async () => {
        const doomed = await kit.create(feedSite);
        await kit.action(`/feed/bins/${doomed.id}/disable`);
        return {
          persona: 'owner',
          params: { binId: doomed.id },
          query: { expected_updated_at: await kit.version(doomed.id) },
          body: { type: 'none' },
        };
      },
    ],
    ...adminSamples,
    // The integration of an integrator of its own, installed on the property site.
    'POST /api/integrations/{integrationId}/test-event': [
      async () => {
        const integrator = await createUser(t, { role: 'integrator' });
        const integration = await createIntegration(db, {
          ownerId: integrator.id,
          url: 'https://hooks.example.com/property',
        });
        const installed = await installIntegration(db, {
          integrationId: integration.id,
          siteId,
        });
        return {
          persona: 'staff',
          params: { integrationId: integration.id },
          query: {},
          body: json({ installation_id: installed.id }),
        };
      },
    ],
    'POST /feed/bins/{binId}/disable': [
      sample({ persona: 'owner', params: { binId: bin.id }, body: { type: 'none' } }),
    ],
    'POST /feed/bins/{binId}/enable': [
      sample({ persona: 'owner', params: { binId: bin.id }, body: { type: 'none' } }),
    ],
    'POST /ingest/chirpstack': [
      () =>
        Promise.resolve({
          persona: 'ingest',
          params: {},
          query: { event: 'up' },
          body: json(
            chirpstackUplinkExample(sensor.devEui, {
              deduplicationId: randomUUID(),
              fCnt: ++frames,
            }),
          ),
          fields: [
            ['deduplicationId'],
            ['time'],
            ['deviceInfo', 'devEui'],
            ['devAddr'],
            ['fCnt'],
            ['fPort'],
            ['data'],
            ['rxInfo', 0, 'rssi'],
            ['rxInfo', 0, 'snr'],
          ],
          // An identifier of the network's choosing, not necessarily a UUID.
          kinds: { deduplicationId: 'text' },
        }),
    ],
    'POST /ingest/ttn': [
      () => {
        const uplink = ttnUplinkExample(sensor.devEui, {
          correlation_ids: [`as:up:${randomUUID()}`],
        });
        uplink.uplink_message.f_cnt = ++frames;
        return Promise.resolve({
          persona: 'ingest',
          params: {},
          query: {},
          body: json(uplink),
          fields: [
            ['end_device_ids', 'dev_eui'],
            ['correlation_ids', 0],
            ['received_at'],
            ['uplink_message', 'session_key_id'],
            ['uplink_message', 'f_cnt'],
            ['uplink_message', 'f_port'],
            ['uplink_message', 'rx_metadata', 0, 'rssi'],
            ['uplink_message', 'rx_metadata', 0, 'snr'],
            ['uplink_message', 'received_at'],
          ],
        });
      },
    ],
    'POST /ingest/readings': [
      () =>
        Promise.resolve({
          persona: 'ingest',
          params: {},
          query: {},
          body: json({
            readings: [
              {
                dev_eui: sensor.devEui,
                time: '2026-03-10T06:00:00Z',
                frame_counter: ++frames,
                session: 's1',
                message_id: randomUUID(),
                distance_mm: 1200,
                battery_mv: 3600,
                temperature_c: 12.5,
                firmware: '1.3',
                rssi: -90,
                snr: 7.5,
              },
            ],
          }),
          kinds: { 'readings.0.message_id': 'text' },
        }),
    ],
    'POST /api/tenants/{tenantId}/ingest-keys': [
      sample({ persona: 'owner', params: { tenantId }, body: json({ name: 'Property key' }) }),
    ],
    'DELETE /api/tenants/{tenantId}/ingest-keys/{keyId}': [
      async () => ({
        persona: 'owner',
        params: {
          tenantId,
          keyId: (
            await createIngestKey(db, {
              tenantId,
              name: 'Property',
              createdBy: null,
              now: t.clock.now(),
            })
          ).id,
        },
        query: {},
        body: { type: 'none' },
      }),
    ],
  };
  // The sow and the station the feeding samples name.
  for (const [route, body] of [
    ['records', { records: RECORDS }],
    ['feeding/stations', { stations: [STATION] }],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/${route}/import`,
      headers: { authorization: `Bearer ${owner}` },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(`${route} import: ${response.body}`);
  }
  Object.assign(
    samples,
    await usersManagerSamples(t, { tenantId, siteId: maternity, ownerToken: owner }),
    await deliverySamples(kit, tenantId),
    await integrationsSamples(t, { tenantId, siteId: maternity }),
    await herdEntrySamples(t, { siteId, ownerToken: owner }),
  );
  return { t, kit, tokens: { owner, staff: kit.tokens.staff, ingest: ingestKey }, samples };
}

/** The sites and dictionary managers' write routes (docs/api.md, "Administration"). */
async function prepareAdminSamples(t: TestApp, tenantId: string): Promise<World['samples']> {
  const db = t.database.db;
  let count = 0;
  const unique = (prefix: string) => `${prefix} ${++count}`;
  const newSite = async () => {
    const [site] = await db
      .insert(sites)
      .values({ tenantId, name: unique('Property admin site'), type: 'nursery', access: 'all' })
      .returning();
    return site!;
  };
  const newBuilding = async (siteId: string) => {
    const [building] = await db
      .insert(buildings)
      .values({ tenantId, siteId, name: unique('Property building'), type: 'nursery' })
      .returning();
    return building!;
  };
  const newFeed = async (siteId: string) => {
    const id = await createFeed(db, {
      tenantId,
      name: unique('Property feed'),
      recipe: 'P-1',
      densityKgM3: 620,
      siteIds: [siteId],
    });
    const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
    return row!;
  };
  const site = await newSite();
  const version = async (table: typeof sites | typeof buildings | typeof feeds, id: string) => {
    const [row] = await db.select({ at: table.updatedAt }).from(table).where(eq(table.id, id));
    return row!.at.toISOString();
  };
  const none = { type: 'none' } as const;
  return {
    'POST /api/admin/tenants': [
      async () => ({
        persona: 'staff',
        params: {},
        query: {},
        body: json({ name: unique('Property tenant'), ltrack_access: true }),
      }),
    ],
    'PATCH /api/admin/tenants/{tenantId}': [
      async () => ({
        persona: 'staff',
        params: { tenantId },
        query: {},
        body: json({
          name: 'Ferme du Bocage',
          ltrack_access: true,
          expected_updated_at: await tenantVersion(t, tenantId),
        }),
      }),
    ],
    'POST /api/admin/tenants/{tenantId}/licences': [
      async () => ({ persona: 'staff', params: { tenantId }, query: {}, body: json({ count: 2 }) }),
    ],
    'POST /api/admin/tenants/{tenantId}/sites': [
      async () => ({
        persona: 'owner',
        params: { tenantId },
        query: {},
        body: json({
          name: unique('Property site'),
          sharing_name: 'Partner',
          address: '12 rang Nord',
          apartment: 'B',
          city: 'Saint-Pie',
          region: 'Québec',
          country: 'CA',
          zip: 'J0H 1W0',
          type: 'finishing',
          timezone: 'America/Toronto',
        }),
      }),
    ],
    'PATCH /api/admin/sites/{siteId}': [
      async () => ({
        persona: 'owner',
        params: { siteId: site.id },
        query: {},
        body: json({
          name: site.name,
          city: 'Saint-Damase',
          country: 'CA',
          timezone: 'America/Montreal',
          expected_updated_at: await version(sites, site.id),
        }),
      }),
    ],
    'DELETE /api/admin/sites/{siteId}': [
      async () => {
        const doomed = await newSite();
        return {
          persona: 'owner',
          params: { siteId: doomed.id },
          query: { expected_updated_at: doomed.updatedAt.toISOString() },
          body: none,
        };
      },
    ],
    'POST /api/admin/sites/{siteId}/buildings': [
      async () => ({
        persona: 'owner',
        params: { siteId: site.id },
        query: {},
        body: json({ name: unique('Property barn'), type: 'gestation' }),
      }),
    ],
    'PATCH /api/admin/buildings/{buildingId}': [
      async () => {
        const building = await newBuilding(site.id);
        return {
          persona: 'owner',
          params: { buildingId: building.id },
          query: {},
          body: json({
            name: unique('Property renamed'),
            type: 'farrowing',
            expected_updated_at: building.updatedAt.toISOString(),
          }),
        };
      },
    ],
    'DELETE /api/admin/buildings/{buildingId}': [
      async () => {
        const building = await newBuilding(site.id);
        return {
          persona: 'owner',
          params: { buildingId: building.id },
          query: { expected_updated_at: building.updatedAt.toISOString() },
          body: none,
        };
      },
    ],
    'POST /api/admin/tenants/{tenantId}/dictionary': [
      async () => ({
        persona: 'owner',
        params: { tenantId },
        query: {},
        body: json({
          name: unique('Property item'),
          recipe: 'P-2',
          density: 610.5,
          utility: 'Finishing',
          sites: [site.id],
        }),
      }),
    ],
    'PATCH /api/admin/dictionary/{feedId}': [
      async () => {
        const feed = await newFeed(site.id);
        return {
          persona: 'owner',
          params: { feedId: feed.id },
          query: {},
          body: json({
            name: unique('Property renamed item'),
            recipe: 'P-3',
            density: 630,
            utility: 'Gestation',
            sites: [site.id],
            expected_updated_at: feed.updatedAt.toISOString(),
          }),
        };
      },
    ],
    'DELETE /api/admin/dictionary/{feedId}': [
      async () => {
        const feed = await newFeed(site.id);
        return {
          persona: 'owner',
          params: { feedId: feed.id },
          query: { expected_updated_at: feed.updatedAt.toISOString() },
          body: none,
        };
      },
    ],
  } satisfies World['samples'];
}

async function tenantVersion(t: TestApp, id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ at: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, id));
  return row!.at.toISOString();
}
