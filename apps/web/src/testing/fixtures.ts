import type { Membership, Site, User } from '@barnboard/domain';

let counter = 0;
/** A deterministic UUID-shaped id per call, readable in failure messages. */
export function fakeId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export type TenantRef = Site['tenant'];

export function makeTenant(name: string, ltrack_access = false): TenantRef {
  return { cloud_id: fakeId(), name, ltrack_access };
}

export function makeSite(name: string, tenant: TenantRef, extra: Partial<Site> = {}): Site {
  return {
    site_id: counter,
    id: fakeId(),
    name,
    sharing_name: null,
    address: null,
    apartment: null,
    city: null,
    region: null,
    country: null,
    zip: null,
    type: 'maternity',
    timezone: 'America/Montreal',
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    tenant,
    access: 'all',
    access_code: null,
    expires_at: null,
    buildings: [],
    contents: [],
    holds: { gestation: true, lactation: true, herd: true, bins: false },
    preferences: '{}',
    ...extra,
  };
}

export function makeMembership(tenant: TenantRef, extra: Partial<Membership> = {}): Membership {
  return {
    id: fakeId(),
    tenant,
    role: 'member',
    sites: 'all',
    use_sharing_name: false,
    sharing_name: null,
    access_type: { feeding: ['gestation', 'lactation'], zootech: true, silo: true },
    expires_at: null,
    user_email: 'marie@example.com',
    ...extra,
  };
}

export function makeUser(extra: Partial<User> = {}): User {
  return {
    cloud_id: fakeId(),
    email: 'marie.dupont@example.com',
    username: null,
    first_name: 'Marie',
    last_name: 'Dupont',
    role: 'user',
    never_login: false,
    must_change_password: false,
    agreed_terms_policy: true,
    prefs: '{}',
    locale: null,
    phone: null,
    phone_country: null,
    sms_opt_in: false,
    updated_at: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}
