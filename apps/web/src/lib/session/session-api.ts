import {
  MAX_PER_PAGE,
  membershipSchema,
  pagedSchema,
  pingResponseSchema,
  siteSchema,
  userSchema,
  type Membership,
  type Site,
  type User,
  type UserPatch,
} from '@barnboard/domain';
import type { ApiClient } from '../api/api-client';

const membershipsPage = pagedSchema(membershipSchema);
const sitesPage = pagedSchema(siteSchema);

export function fetchUser(client: ApiClient): Promise<User> {
  return client.request('/api/user', { schema: userSchema });
}

export function patchUser(client: ApiClient, patch: UserPatch): Promise<User> {
  return client.request('/api/user', { method: 'PATCH', body: patch, schema: userSchema });
}

export async function fetchMemberships(client: ApiClient): Promise<Membership[]> {
  const page = await client.request('/api/members', {
    query: { page: 1, per_page: MAX_PER_PAGE },
    schema: membershipsPage,
  });
  return page.data;
}

/** Every page of the site list (spec §7); staff read the staff endpoint. */
export async function fetchAllSites(client: ApiClient, staff: boolean): Promise<Site[]> {
  const path = staff ? '/api/staff/sites/vision-web' : '/api/sites/vision-web';
  const sites: Site[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const result = await client.request(path, {
      query: { page, per_page: MAX_PER_PAGE },
      schema: sitesPage,
    });
    sites.push(...result.data);
    pages = result.meta.pages;
  }
  return sites;
}

export function ping(client: ApiClient): Promise<unknown> {
  return client.request('/api/ping', { schema: pingResponseSchema });
}
