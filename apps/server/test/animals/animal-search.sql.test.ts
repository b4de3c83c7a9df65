import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANIMAL_SEARCH_LIMIT,
  animalSearchKey,
  type AnimalSearch,
  type ApiError,
} from '@barnboard/domain';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { animalsSites, RFID, type AnimalsSites } from './animals-fixture.js';

/**
 * The sow search (docs/animals.md, "Search") through the API, on both engines: folding, leading
 * zeros, the entry's RFID, exact matches first, the limit, one site's animals only, the access.
 */

let t: TestApp;
let sites: AnimalsSites;

beforeAll(async () => {
  t = await createTestApp();
  sites = await animalsSites(t);
}, 60_000);

afterAll(() => t?.close());

async function search(q: string, token?: string): Promise<AnimalSearch> {
  const query = new URLSearchParams({ q });
  const response = await sites.kit.get(
    `/api/sites/${sites.siteId}/animals/search?${query.toString()}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnimalSearch>();
}

const found = async (q: string) => (await search(q)).matches.map((match) => match.animal);

describe('the search key in SQL (migration 0023)', () => {
  it('is the domain’s animalSearchKey, whatever the text', async () => {
    const letters = [...'0012 aZ-_%éÉœŒñÑçÇłŁÿŸßΔ'];
    const samples = fc.sample(fc.string({ unit: fc.constantFrom(...letters), maxLength: 12 }), {
      numRuns: 300,
      seed: 29,
    });
    const result: unknown = await t.database.db.execute(
      sql`select animal_search_key(s) as key
        from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality as u(s, n)
        order by n`,
    );
    const keys = (result as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(keys).toEqual(samples.map(animalSearchKey));
  });

  it('is stored on write: each female’s identity and entry RFID', async () => {
    const result: unknown = await t.database.db.execute(sql`
      select a.identity, a.search_key, e.data->>'rfid' as rfid, e.rfid_search_key
      from animals a join herd_events e on e.tenant_id = a.tenant_id and e.animal_id = a.id
      where a.site_id = ${sites.siteId} and e.type = 'entry'`);
    type Row = {
      identity: string;
      search_key: string;
      rfid: string | null;
      rfid_search_key: string | null;
    };
    const rows = (result as { rows: Row[] }).rows;
    expect(rows.length).toBeGreaterThan(25);
    for (const row of rows) {
      expect(row.search_key).toBe(animalSearchKey(row.identity));
      expect(row.rfid_search_key).toBe(row.rfid === null ? null : animalSearchKey(row.rfid));
    }
    expect(rows.filter((row) => row.rfid_search_key !== null)).toHaveLength(1);
  });
});

describe('GET /api/sites/:siteId/animals/search', () => {
  it('ignores accents and case', async () => {
    expect(await found('elise')).toEqual(['Élise-3']);
    expect(await found('ÉLISE-3')).toEqual(['Élise-3']);
  });

  it('ignores leading zeros both ways', async () => {
    expect(await found('F-12')).toEqual(['F-0012']);
    expect(await found('f-000012')).toEqual(['F-0012']);
    expect(await found('G-007')).toEqual(['G-7']);
  });

  it('finds her by the RFID of her entry record, whole (scanned) or in part', async () => {
    const [scanned] = (await search(RFID)).matches;
    expect(scanned).toEqual({
      animal: 'F-0012',
      rfid: RFID,
      status: 'gestating',
      parity: 2,
      location: 'Gest 2',
      matched: 'rfid',
      exact: true,
    });
    expect(await found(`0${RFID}`)).toEqual(['F-0012']);
    expect((await search('000000123')).matches).toMatchObject([
      { animal: 'F-0012', matched: 'rfid', exact: false },
    ]);
  });

  it('answers the whole id first, then those it starts, then the others', async () => {
    const matches = (await search('l-2')).matches;
    expect(matches.map((match) => [match.animal, match.exact])).toEqual([
      ['L-2', true],
      ...['L-20', 'L-21', 'L-22', 'L-23', 'L-24', 'L-25'].map((animal) => [animal, false]),
    ]);
    expect(matches[0]).toMatchObject({ status: 'gilt', parity: 0, matched: 'identity' });
    // "-1" is inside these (the start of none): shorter ids first, then by id.
    expect(await found('-1')).toEqual([
      'L-1',
      'Z-1',
      ...Array.from({ length: 10 }, (_, i) => `L-1${i}`),
      'F-0012',
    ]);
  });

  it('answers at most ANIMAL_SEARCH_LIMIT', async () => {
    expect(await found('l-')).toHaveLength(ANIMAL_SEARCH_LIMIT);
  });

  it('finds removed females, with their status', async () => {
    expect((await search('r-5')).matches).toMatchObject([
      { animal: 'R-5', status: 'dead', parity: 1, location: null },
    ]);
  });

  it('finds only the site’s own females', async () => {
    expect(await found('B-1')).toEqual([]);
    expect(await found('F-0012')).toEqual(['F-0012']);
  });

  it('refuses a user without access to the site, and empty words', async () => {
    const outsider = await sites.kit.userWith(sites.otherSiteId, 'manager', ['gestation']);
    const refused = await sites.kit.get(
      `/api/sites/${sites.siteId}/animals/search?q=F-12`,
      outsider,
    );
    expect(refused.statusCode).toBe(403);
    const empty = await sites.kit.get(`/api/sites/${sites.siteId}/animals/search?q=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError>().details).toEqual([
      expect.objectContaining({ field: 'querystring.q' }),
    ]);
  });
});
