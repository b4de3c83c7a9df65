import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import {
  FEEDING_AREAS,
  MEMBERSHIP_ROLES,
  SITE_TYPES,
  USER_ROLES,
  isTimeZone,
  isValidNewPassword,
} from '@barnboard/domain';
import type { Database } from '../db/database.js';
import { sites, tenants, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { createSite } from '../modules/sites-manager/sites-service.js';
import { createTenant } from '../modules/sites-manager/tenants-service.js';
import { grantMembership } from '../modules/users-manager/membership-service.js';
import { HttpError } from '../plugins/errors.js';
import type { AuditActor } from '../repositories/audit-repository.js';
import { listMembershipsOfUser } from '../repositories/memberships-repository.js';
import type { MembershipValues } from '../repositories/users-manager-repository.js';
import { findUserByLogin } from '../repositories/users-repository.js';

/** Operator commands for installs that start without demo data (`npm run admin -- --help`). */
export const HELP = `Usage: npm run admin -- <command> [options]

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

export class UsageError extends Error {}

/**
 * Who the history of changes names for what these commands do (docs/administration.md): the
 * command itself, as no account signs in to run it. Accounts are global, so `user:create` is not
 * in any tenant's history; a person's first membership is.
 */
const COMMAND_LINE: AuditActor = { id: null, name: 'npm run admin' };

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

export type Options = ReturnType<
  typeof parseArgs<{ options: typeof options; allowPositionals: true }>
>['values'];

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
  if (found.length !== 1)
    throw new UsageError(
      found.length ? `several tenants are named '${ref}': use the id` : `no tenant '${ref}'`,
    );
  return found[0]!;
}

export type Output = { log(text: string): void; table(rows: Record<string, unknown>[]): void };

function print(out: Output, rows: Record<string, unknown>[]): void {
  if (rows.length === 0) out.log('(none)');
  else out.table(rows);
}

const commands: Record<string, (db: Database, values: Options, out: Output) => Promise<void>> = {
  async 'tenant:create'(db, values, out) {
    const name = required(values, 'name');
    const id = await createTenant(
      db,
      { name, ltrack_access: values.ltrack ?? false },
      COMMAND_LINE,
      new Date(),
    );
    out.log(`tenant created: ${id} ${name}`);
  },
  async 'tenant:list'(db, _values, out) {
    const rows = await db.select().from(tenants).orderBy(asc(tenants.name));
    print(
      out,
      rows.map((t) => ({ id: t.id, name: t.name, ltrack_access: t.ltrackAccess })),
    );
  },
  async 'site:create'(db, values, out) {
    const tenant = await findTenant(db, required(values, 'tenant'));
    const timezone = values.timezone ?? 'America/Montreal';
    if (!isTimeZone(timezone))
      throw new UsageError(`--timezone '${timezone}' is not an IANA time zone`);
    const name = required(values, 'name');
    const site = {
      name,
      type: oneOf(required(values, 'type'), SITE_TYPES, 'type'),
      timezone,
      city: values.city ?? null,
    };
    const id = await createSite(db, tenant.id, site, COMMAND_LINE, new Date());
    out.log(`site created: ${id} ${name} (tenant ${tenant.name})`);
  },
  async 'site:list'(db, values, out) {
    const tenant = values.tenant ? await findTenant(db, values.tenant) : null;
    const rows = await db
      .select({ id: sites.id, name: sites.name, type: sites.type, tenant: tenants.name })
      .from(sites)
      .innerJoin(tenants, eq(tenants.id, sites.tenantId))
      .where(tenant ? eq(sites.tenantId, tenant.id) : undefined)
      .orderBy(asc(tenants.name), asc(sites.name));
    print(out, rows);
  },
  async 'user:create'(db, values, out) {
    const email = required(values, 'email');
    const password = required(values, 'password');
    if (!isValidNewPassword(password)) {
      throw new UsageError(
        '--password needs 8 to 32 characters with a lowercase letter, an uppercase letter and a digit',
      );
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
    out.log(`user created: ${row!.id} ${row!.email} (${row!.role})`);
  },
  async 'user:list'(db, _values, out) {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    print(
      out,
      rows.map((u) => ({
        id: u.id,
        email: u.email,
        username: u.username,
        role: u.role,
        never_login: u.neverLogin,
      })),
    );
  },
  async 'membership:create'(db, values, out) {
    const user = await findUserByLogin(db, required(values, 'user'));
    if (!user) throw new UsageError(`no user '${values.user}'`);
    const tenant = await findTenant(db, required(values, 'tenant'));
    const siteList =
      values.sites && values.sites !== 'all' ? values.sites.split(',').map((s) => s.trim()) : 'all';
    if (siteList !== 'all') {
      const tenantSites = await db
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.tenantId, tenant.id));
      const unknown = siteList.filter((id) => !tenantSites.some((s) => s.id === id));
      if (unknown.length)
        throw new UsageError(`--sites: not sites of ${tenant.name}: ${unknown.join(', ')}`);
    }
    const feeding = values.feeding
      ? values.feeding.split(',').map((a) => oneOf(a.trim(), FEEDING_AREAS, 'feeding'))
      : [];
    const expiresAt = values.expires ? new Date(`${values.expires}T23:59:59Z`) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime()))
      throw new UsageError('--expires must be a date YYYY-MM-DD');
    const membership: MembershipValues = {
      role: oneOf(required(values, 'role'), MEMBERSHIP_ROLES, 'role'),
      sites: siteList,
      accessType: { feeding, zootech: values.zootech ?? false, silo: values.silo ?? false },
      expiresAt,
      useSharingName: false,
      sharingName: null,
    };
    const caller = { actor: COMMAND_LINE, now: new Date() };
    const id = await db.transaction((tx) =>
      grantMembership(tx, caller, { tenantId: tenant.id, user, values: membership }),
    );
    out.log(`membership created: ${id} (${user.email} in ${tenant.name})`);
  },
  async 'membership:list'(db, values, out) {
    const user = await findUserByLogin(db, required(values, 'user'));
    if (!user) throw new UsageError(`no user '${values.user}'`);
    const rows = await listMembershipsOfUser(db, user.id);
    print(
      out,
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

/**
 * Parses the arguments and runs one command on the given database. Answers the exit code:
 * 0 done, 2 wrong usage (the message says which option and why).
 */
export async function runAdmin(
  args: string[],
  openDb: () => Promise<{ db: Database; close(): Promise<void> }>,
  out: Output & { error(text: string): void },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || !command) {
    out.log(HELP);
    return parsed.values.help ? 0 : 2;
  }
  const run = commands[command];
  if (!run) {
    out.error(`Unknown command '${command}'.\n\n${HELP}`);
    return 2;
  }
  const database = await openDb();
  try {
    await run(database.db, parsed.values, out);
    return 0;
  } catch (error) {
    // A refusal of the admin services (a name taken, say) is the operator's to fix, like a usage error.
    if (error instanceof UsageError || (error instanceof HttpError && error.statusCode < 500)) {
      out.error(`Error: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}
