import type { Executor } from '../../db/database.js';
import type { InstallationDetails } from '../../repositories/integrations-repository.js';
import { listMembershipsOfUser } from '../../repositories/memberships-repository.js';
import { roleLookup, type RoleLookup } from './views.js';

/** The roles of the people who installed these installations, on their sites, now. */
export async function installerRoles(
  db: Executor,
  rows: InstallationDetails[],
  now: Date,
): Promise<RoleLookup> {
  const installers = new Map(
    rows.flatMap((row) => (row.installer ? [[row.installer.id, row.installer] as const] : [])),
  );
  const people = new Map(
    await Promise.all(
      [...installers.values()].map(
        async (person) =>
          [
            person.id,
            { role: person.role, memberships: await listMembershipsOfUser(db, person.id) },
          ] as const,
      ),
    ),
  );
  return roleLookup(people, now);
}
