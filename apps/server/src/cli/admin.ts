import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { FEEDING_AREAS, MEMBERSHIP_ROLES, SITE_TYPES, USER_ROLES, isValidNewPassword } from '@barnboard/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { sites, tenants, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { createMembership, listMembershipsOfUser } from '../repositories/memberships-repository.js';
import { findUserByLogin } from '../repositories/users-repository.js';

/**
 * Operator commands for installs that start without demo data:
 *   npm run admin -- <command> [--options]
 * It opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR). PGlite allows one
 * process at a time: stop the server first, or use PostgreSQL.
 */
const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  tenant:create   --name <name> [--ltrack]
  tenant:list
  site:create     --tenant <tenant id or name> --name <name> --type <${SITE_TYPES.join('|')}> [--timezone <IANA zone>] [--city <city>]
  site:list       [--tenant <tenant id or name>]
  user:create     --email <email> --password <password> [--role <${USER_ROLES.join('|')}>] [--username <u>] [--first-name <f>] [--last-name <l>]
  user:list
  membership:create --user <email or username> --tenant <tenant id or name> --role <${MEMBERSHIP_ROLES.join('|')}>
                  [--sites all|<site id>,<site id>] [--feeding gestation,lactation] [--zootech] [--silo] [--expires <YYYY-MM-DD>]
  membership:list --user <email or username>

Options:
  -h, --help      show this help
`;

class UsageError extends Error {}

const options = {
  help: { type: 'boolean', short: 'h' },
  name: { type: 'string' },
  ltrack: { type: 'boolean' },
  tenant: { type: 'string' },
  type: { type: 'string' },
  timezone: { type: 'string' },
  city: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  username: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  user: { type: 'string' },
  sites: { type: 'string' },
  feeding: { type: 'string' },
  zootech: { type: 'boolean' },
  silo: { type: 'boolean' },
  expires: { type: 'string' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

function required(values: Options, key: keyof Options): string {
  const value = values[key];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${key} is required`);
  return value.trim();
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got '${value}')`);
  }
  return value as T;
}

async function findTenant(db: Database, ref: string) {
  const all = await db.select().from(tenants);
  const found = all.filter((t) => t.id === ref || t.name.toLowerCase() === ref.toLowerCase());
  if (found.length !== 1) throw new UsageError(found.length ? `several tenants are named '${ref}': use the id` : `no tenant '${ref}'`);
  return found[0]!;
}

function print(rows: Record<string, unknown>[]): void {
  if (rows.length === 0) console.log('(none)');
  else console.table(rows);
}

const commands: Record<string, (db: Database, values: Options) => Promise<void>> = {
  async 'tenant:create'(db, values) {
    const [row] = await db
      .insert(tenants)
      .values({ name: required(values, 'name'), ltrackAccess: values.ltrack ?? false })
      .returning();
    console.log(`tenant created: ${row!.id} ${row!.name}`);
  },
  async 'tenant:list'(db) {
    const rows = await db.select().from(tenants).orderBy(asc(tenants.name));
    print(rows.map((t) => ({ id: t.id, name: t.name, ltrack_access: t.ltrackAccess })));
  },
  async 'site:create'(db, values) {
    const tenant = await findTenant(db, required(values, 'tenant'));
    const timezone = values.timezone ?? 'America/Montreal';
    if (!Intl.supportedValuesOf('timeZone').includes(timezone)) throw new UsageError(`--timezone '${timezone}' is not an IANA time zone`);
    const [row] = await db
      .insert(sites)
      .values({
        tenantId: tenant.id,
        name: required(values, 'name'),
        type: oneOf(required(values, 'type'), SITE_TYPES, 'type'),
        timezone,
        city: values.city ?? null,
      })
      .returning();
    console.log(`site created: ${row!.id} ${row!.name} (tenant ${tenant.name})`);
  },
  async 'site:list'(db, values) {
    const tenant = values.tenant ? await findTenant(db, values.tenant) : null;
    const rows = await db
      .select({ id: sites.id, name: sites.name, type: sites.type, tenant: tenants.name })
      .from(sites)
      .innerJoin(tenants, eq(tenants.id, sites.tenantId))
      .where(tenant ? eq(sites.tenantId, tenant.id) : undefined)
      .orderBy(asc(tenants.name), asc(sites.name));
    print(rows);
  },
  async 'user:create'(db, values) {
    const email = required(values, 'email');
    const password = required(values, 'password');
    if (!isValidNewPassword(password)) {
      throw new UsageError('--password needs 8 to 32 characters with a lowercase letter, an uppercase letter and a digit');
    }
    const [row] = await db
      .insert(users)
      .values({
        email,
        username: values.username ?? null,
        firstName: values['first-name'] ?? null,
        lastName: values['last-name'] ?? null,
        role: oneOf(values.role ?? 'user', USER_ROLES, 'role'),
        passwordHash: await hashPassword(password),
      })
      .returning();
    console.log(`user created: ${row!.id} ${row!.email} (${row!.role})`);
  },
  async 'user:list'(db) {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    print(rows.map((u) => ({ id: u.id, email: u.email, username: u.username, role: u.role, never_login: u.neverLogin })));
  },
  async 'membership:create'(db, values) {
    const user = await findUserByLogin(db, required(values, 'user'));
    if (!user) throw new UsageError(`no user '${values.user}'`);
    const tenant = await findTenant(db, required(values, 'tenant'));
    const siteList = values.sites && values.sites !== 'all' ? values.sites.split(',').map((s) => s.trim()) : 'all';
    if (siteList !== 'all') {
      const tenantSites = await db.select({ id: sites.id }).from(sites).where(eq(sites.tenantId, tenant.id));
      const unknown = siteList.filter((id) => !tenantSites.some((s) => s.id === id));
      if (unknown.length) throw new UsageError(`--sites: not sites of ${tenant.name}: ${unknown.join(', ')}`);
    }
    const feeding = values.feeding ? values.feeding.split(',').map((a) => oneOf(a.trim(), FEEDING_AREAS, 'feeding')) : [];
    const expiresAt = values.expires ? new Date(`${values.expires}T23:59:59Z`) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new UsageError('--expires must be a date YYYY-MM-DD');
    const id = await createMembership(db, {
      tenantId: tenant.id,
      userId: user.id,
      role: oneOf(required(values, 'role'), MEMBERSHIP_ROLES, 'role'),
      sites: siteList,
      accessType: { feeding, zootech: values.zootech ?? false, silo: values.silo ?? false },
      expiresAt,
    });
    console.log(`membership created: ${id} (${user.email} in ${tenant.name})`);
  },
  async 'membership:list'(db, values) {
    const user = await findUserByLogin(db, required(values, 'user'));
    if (!user) throw new UsageError(`no user '${values.user}'`);
    const rows = await listMembershipsOfUser(db, user.id);
    print(
      rows.map((m) => ({
        id: m.id,
        tenant: m.tenant.name,
        role: m.role,
        sites: m.sites === 'all' ? 'all' : m.sites.join(','),
        feeding: m.access_type.feeding.join(','),
        zootech: m.access_type.zootech,
        silo: m.access_type.silo,
        expires_at: m.expires_at,
      })),
    );
  },
};

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.log(HELP);
    return parsed.values.help ? 0 : 2;
  }
  const run = commands[command];
  if (!run) {
    console.error(`Unknown command '${command}'.\n\n${HELP}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await run(database.db, parsed.values);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
