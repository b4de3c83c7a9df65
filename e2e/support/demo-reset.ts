import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A shared journey server's demo accounts put back as the demo made them, between two journey
 * files (journey.ts). What a file changes about a person or a site and another file reads as
 * the demo's: preferences (language, formats, favourites, objectives, the last site visited),
 * passwords, the agreements, the phone; the sessions, sign-in throttling and rate-limit counters
 * of earlier files (a settings journey counts the sessions its password change ends). Records,
 * bins and accounts a file adds are left: the files that add what others read keep a server of
 * their own (docs/testing.md, "Journeys on a shared server").
 */

/** The columns of `users` a journey can change. */
const ACCOUNT_COLUMNS = [
  'prefs',
  'password_hash',
  'never_login',
  'agreed_terms_policy',
  'locale',
  'phone',
  'phone_country',
  'sms_opt_in',
  'deactivated_at',
  'must_change_password',
];

/** The running embedded PostgreSQL of a server's data directory (db/embedded/cluster.ts). */
function databaseUrlOf(dataDir: string): string {
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const port = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3];
  return `postgres://barnboard:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function withDatabase(dataDir: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Keeps the demo's accounts and site preferences as they are now, to go back to later. */
export function snapshotDemo(dataDir: string): Promise<void> {
  return withDatabase(dataDir, async (client) => {
    await client.query(`
      create schema e2e_demo;
      create table e2e_demo.users as select id, ${ACCOUNT_COLUMNS.join(', ')} from users;
      create table e2e_demo.sites as select id, preferences from sites;`);
  });
}

/** Puts the demo's accounts and site preferences back, and forgets every sign-in. */
export function resetDemo(dataDir: string): Promise<void> {
  const assignments = ACCOUNT_COLUMNS.map((column) => `${column} = kept.${column}`).join(', ');
  return withDatabase(dataDir, async (client) => {
    await client.query(`
      begin;
      update users set ${assignments} from e2e_demo.users kept where users.id = kept.id;
      update sites set preferences = kept.preferences from e2e_demo.sites kept where sites.id = kept.id;
      delete from idp_sessions;
      delete from auth_failures;
      delete from auth_known_addresses;
      delete from rate_limit_hits;
      commit;`);
  });
}
