import {
  administeredTenantIds,
  isStaff,
  pageMeta,
  searchPeople,
  sortPeople,
  type UsersPage,
  type UsersQuery,
} from '@barnboard/domain';
import type { AppDeps } from '../../lib/fastify-types.js';
import { listPeople } from '../../repositories/users-manager-repository.js';
import type { Caller } from './caller.js';
import { personView } from './views.js';

/**
 * GET /api/users: the people with a membership on the tenants the caller administers (staff:
 * every account), found by a search with accents and case ignored, sorted, one page. A farm's
 * people are few: they are read whole, searched and sorted by the domain's rules, then paged.
 */
export async function listUsers(
  deps: AppDeps,
  caller: Caller,
  query: UsersQuery,
): Promise<UsersPage> {
  const reach = isStaff(caller.rules) ? 'all' : administeredTenantIds(caller.rules, caller.now);
  const people = (await listPeople(deps.db, reach)).map((person) =>
    personView(caller.rules, person, caller.now),
  );
  const found = sortPeople(searchPeople(people, query.q), query.sort, query.direction);
  const start = (query.page - 1) * query.per_page;
  return {
    data: found.slice(start, start + query.per_page),
    meta: pageMeta(found.length, query),
  };
}
