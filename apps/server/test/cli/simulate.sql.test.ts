import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSimulate } from '../../src/cli/simulate-command.js';
import {
  countSiteEvents,
  findRecordsSite,
} from '../../src/repositories/herd-records-repository.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { sites } from '../../src/db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

let database: TestDatabase;
let siteId: string;
let lines: string[];

const simulate = (...args: string[]) => {
  lines = [];
  return runSimulate(args, async () => ({ db: database.db, close: async () => {} }), {
    log: (text) => lines.push(text),
    table: () => {},
    error: (text) => lines.push(text),
  });
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, new Date('2026-06-01T12:00:00Z'));
  siteId = (await database.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
}, 60_000);
afterAll(() => database?.dispose());

/** The same small history, asked for twice: the second run must change nothing. */
const smallHerd = () => [
  '--site',
  siteId,
  '--sows',
  '40',
  '--years',
  '1',
  '--seed',
  '7',
  '--end',
  '2026-05-31',
];

it('writes a simulated history, and running it again changes nothing', async () => {
  expect(await simulate(...smallHerd())).toBe(0);
  const site = (await findRecordsSite(database.db, siteId))!;
  const stored = await countSiteEvents(database.db, site);
  expect(stored).toBeGreaterThan(200);
  expect(lines.join('\n')).toContain(`${stored} created`);

  expect(await simulate(...smallHerd())).toBe(0);
  expect(lines.join('\n')).toContain(`0 created, ${stored} unchanged`);
  expect(await countSiteEvents(database.db, site)).toBe(stored);
}, 60_000);

it.each([
  [[], '--site is required'],
  [
    ['--site', '00000000-0000-4000-8000-000000000000'],
    "no site '00000000-0000-4000-8000-000000000000'",
  ],
  [['--site', 'x', '--sows', 'many'], '--sows must be a whole number'],
  [['--site', 'x', '--end', '2026-13-01'], '--end must be a date'],
])('refuses %j saying why', async (args, message) => {
  expect(await simulate(...args)).toBe(2);
  expect(lines.join('\n')).toContain(message);
});
