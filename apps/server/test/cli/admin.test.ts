import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/cli/admin-commands.js';
import { auditEvents } from '../../src/db/schema/index.js';
import { listMembershipsOfUser } from '../../src/repositories/memberships-repository.js';
import { findUserByLogin } from '../../src/repositories/users-repository.js';
import { verifyPassword } from '../../src/lib/passwords.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

let database: TestDatabase;
let lines: string[];
let tables: Record<string, unknown>[][];

/** Runs one admin command on the test database, keeping what it prints. */
async function admin(...args: string[]): Promise<number> {
  lines = [];
  tables = [];
  return runAdmin(args, async () => ({ db: database.db, close: async () => {} }), {
    log: (text) => lines.push(text),
    table: (rows) => tables.push(rows),
    error: (text) => lines.push(text),
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

describe('npm run admin', () => {
  it('prints its help', async () => {
    expect(await admin('--help')).toBe(0);
    expect(lines.join('\n')).toContain('membership:create');
  });

  it('creates and lists tenants, sites, users and memberships', async () => {
    expect(await admin('tenant:create', '--name', 'Ferme Test', '--ltrack')).toBe(0);
    expect(await admin('tenant:list')).toBe(0);
    expect(tables[0]).toEqual([
      expect.objectContaining({ name: 'Ferme Test', ltrack_access: true }),
    ]);

    expect(
      await admin(
        'site:create',
        '--tenant',
        'ferme test',
        '--name',
        'Maternité Test',
        '--type',
        'maternity',
      ),
    ).toBe(0);
    expect(await admin('site:list', '--tenant', 'Ferme Test')).toBe(0);
    const siteId = String(tables[0]![0]!.id);

    expect(
      await admin(
        'user:create',
        '--email',
        'marie@test.farm',
        '--password',
        'Secret-2026',
        '--first-name',
        'Marie',
      ),
    ).toBe(0);
    const user = (await findUserByLogin(database.db, 'MARIE@test.farm'))!;
    expect(await verifyPassword(user.passwordHash!, 'Secret-2026')).toBe(true);

    expect(
      await admin(
        'membership:create',
        '--user',
        'marie@test.farm',
        '--tenant',
        'Ferme Test',
        '--role',
        'manager',
        '--sites',
        siteId,
        '--feeding',
        'gestation,lactation',
        '--zootech',
        '--expires',
        '2030-12-31',
      ),
    ).toBe(0);
    const [membership] = await listMembershipsOfUser(database.db, user.id);
    expect(membership).toMatchObject({
      role: 'manager',
      sites: [siteId],
      access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: false },
      expires_at: '2030-12-31T23:59:59.000Z',
    });
    expect(await admin('membership:list', '--user', 'marie@test.farm')).toBe(0);
    expect(tables[0]).toHaveLength(1);

    // Each change is in the tenant's history of changes, made by the command.
    const history = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorName, 'npm run admin'))
      .orderBy(asc(auditEvents.at), asc(auditEvents.entityType));
    expect(history.map((e) => [e.entityType, e.action, e.entityName, e.actorId])).toEqual([
      ['tenant', 'create', 'Ferme Test', null],
      ['site', 'create', 'Maternité Test', null],
      ['membership', 'create', 'Marie <marie@test.farm>', null],
    ]);
    expect(new Set(history.map((e) => e.tenantId)).size).toBe(1);
  });

  it.each([
    [
      ['site:create', '--tenant', 'Nowhere', '--name', 'X', '--type', 'maternity'],
      "no tenant 'Nowhere'",
    ],
    [
      ['site:create', '--tenant', 'Ferme Test', '--name', 'X', '--type', 'barn'],
      '--type must be one of',
    ],
    [
      ['user:create', '--email', 'weak@test.farm', '--password', 'weak'],
      '--password needs 8 to 32 characters',
    ],
    [
      ['membership:create', '--user', 'marie@test.farm', '--tenant', 'Ferme Test'],
      '--role is required',
    ],
    [
      [
        'membership:create',
        '--user',
        'marie@test.farm',
        '--tenant',
        'Ferme Test',
        '--role',
        'member',
        '--sites',
        '00000000-0000-4000-8000-000000000000',
      ],
      'not sites of Ferme Test',
    ],
    [['tenant:create', '--name', 'ferme test'], 'already'],
    [['frobnicate'], "Unknown command 'frobnicate'"],
  ])('refuses %j saying what is wrong', async (args, message) => {
    expect(await admin(...args)).toBe(2);
    expect(lines.join('\n')).toContain(message);
  });
});
