import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationTree, Site } from '@barnboard/domain';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { bearer, demoToken } from '../support/demo.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let manager: string;
let member: string;
let outsider: string;
let maternity: Site;

const tree = [
  { name: 'ESF 1', kind: 'feeding_station', parent: 'Gestation pen 1' },
  { name: 'Gestation room', kind: 'room', building: 'Gestation 1', section: 'gestation' },
  { name: 'Gestation pen 1', kind: 'pen', parent: 'Gestation room' },
  { name: 'Farrowing room A', kind: 'room', building: 'Mise bas A', section: 'lactation' },
  { name: 'Farrowing A-1', kind: 'farrowing_crate', parent: 'Farrowing room A' },
  { name: 'Feeder A-1', kind: 'feeding_station', parent: 'Farrowing A-1' },
];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock.now());
  [manager, member, outsider] = (await Promise.all(
    ['manager@bocage.demo', 'member@bocage.demo', 'new@horizon.demo'].map((email) =>
      demoToken(t, email),
    ),
  )) as [string, string, string];
  const sites = await t.app.inject({
    method: 'GET',
    url: '/api/sites/vision-web',
    headers: bearer(manager),
  });
  maternity = sites.json<{ data: Site[] }>().data.find((s) => s.type === 'maternity')!;
}, 60_000);

afterAll(() => t?.close());

const importLocations = (token: string, payload: unknown, csv = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sites/${maternity.id}/locations/import`,
    headers: { ...bearer(token), ...(csv ? { 'content-type': 'text/csv' } : {}) },
    payload: payload as string,
  });

const getTree = async (token = member) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${maternity.id}/locations`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<LocationTree>();
};

/** A tree as nested names, to compare shapes without ids. */
const names = (answer: LocationTree) =>
  answer.buildings.map((b) => ({
    building: b.name,
    rooms: b.rooms.map(function shape(node): object {
      return { [`${node.kind} ${node.name}`]: node.children.map(shape) };
    }),
  }));

describe('locations', () => {
  it('imports a tree in any order, then shows it under the buildings', async () => {
    const first = await importLocations(manager, { locations: tree });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: 6,
      created: 6,
      updated: 0,
      unchanged: 0,
      invalid: [],
    });
    expect(names(await getTree())).toEqual([
      {
        building: 'Gestation 1',
        rooms: [
          { 'room Gestation room': [{ 'pen Gestation pen 1': [{ 'feeding_station ESF 1': [] }] }] },
        ],
      },
      {
        building: 'Mise bas A',
        rooms: [
          {
            'room Farrowing room A': [
              { 'farrowing_crate Farrowing A-1': [{ 'feeding_station Feeder A-1': [] }] },
            ],
          },
        ],
      },
      { building: 'Mise bas B', rooms: [] },
    ]);
  });

  it('is idempotent by name, and moves a location when its place changes', async () => {
    const again = await importLocations(manager, { locations: tree });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    const csv = 'name;kind;building;parent;section\nESF 1;feeding_station;;Gestation room;\n';
    const moved = await importLocations(manager, csv, true);
    expect(moved.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0, invalid: [] });
    const gestation = (await getTree()).buildings[0]!.rooms[0]!;
    expect(gestation.children.map((c) => c.name).sort()).toEqual(['ESF 1', 'Gestation pen 1']);
  });

  it('reports every invalid location with its place, field and reason, and writes nothing', async () => {
    const before = await getTree();
    const answer = await importLocations(manager, {
      locations: [
        { name: 'Pen 2', kind: 'pen', parent: 'Gestation room' },
        { name: 'Room 9', kind: 'room', building: 'Nowhere' },
        { name: 'Stall 1', kind: 'stall', parent: 'Gestation pen 1' },
        { name: 'Crate', kind: 'crate', parent: 'Farrowing room A' },
        { name: 'Gestation pen 1', kind: 'stall', parent: 'Gestation room' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ invalid: unknown[] }>().invalid).toEqual([
      { index: 1, field: 'building', reason: 'no building "Nowhere" on this site' },
      { index: 2, field: 'parent', reason: 'a stall stands in a room, not a stall' },
      {
        index: 3,
        field: 'kind',
        reason: 'must be one of room, pen, stall, farrowing_crate, feeding_station',
      },
    ]);
    expect(await getTree()).toEqual(before);
  });

  it('names the CSV line of an invalid row', async () => {
    const csv = 'name;kind;parent\nPen 3;pen;Gestation room\nPen 4;pen;Missing room\n';
    const answer = await importLocations(manager, csv, true);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ invalid: unknown[] }>().invalid).toEqual([
      { line: 3, field: 'parent', reason: 'no location "Missing room" on this site' },
    ]);
  });

  it('lets a member read the tree but not import, and refuses another tenant', async () => {
    expect((await importLocations(member, { locations: tree })).statusCode).toBe(403);
    expect((await importLocations(outsider, { locations: tree })).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${maternity.id}/locations`,
      headers: bearer(outsider),
    });
    expect(foreign.statusCode).toBe(403);
  });
});
