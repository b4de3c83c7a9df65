import { execFileSync } from 'node:child_process';

/** The system account PostgreSQL runs under when the server itself runs as root. */
export const POSTGRES_ACCOUNT = 'postgres';

/** A uid and gid to give the PostgreSQL processes, or none: they run as the server does. */
export type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * PostgreSQL refuses to run as root (a database server should not own the machine). A server
 * started as root (a container, a CI runner) runs its embedded PostgreSQL as the `postgres`
 * account, which Debian's PostgreSQL package already creates; where it is missing it is created
 * as a system account with no login, as that package would.
 */
export function postgresRunAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const ids = accountIds();
  if (ids) return ids;
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        POSTGRES_ACCOUNT,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `The server runs as root and PostgreSQL may not: creating the system account "${POSTGRES_ACCOUNT}" ` +
        `failed (${(error as Error).message.trim()}). Create it, run the server as another user, or set DATABASE_URL.`,
    );
  }
  const created = accountIds();
  if (!created)
    throw new Error(`The account "${POSTGRES_ACCOUNT}" was created but cannot be found`);
  return created;
}

function accountIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, POSTGRES_ACCOUNT], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}
