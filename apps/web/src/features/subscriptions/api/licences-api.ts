import { MAX_PER_PAGE, licencePageSchema, type TenantLicences } from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const licencesKey = ['subscriptions', 'licences'] as const;

/** GET /feed/licences?view=tenant (spec §7), pages from 0 gathered: one entry per tenant. */
export async function fetchTenantLicences(signal?: AbortSignal): Promise<TenantLicences[]> {
  const tenants: TenantLicences[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await api.request('/feed/licences', {
      query: { view: 'tenant', page, size: MAX_PER_PAGE },
      schema: licencePageSchema,
      ...(signal ? { signal } : {}),
    });
    tenants.push(...answer.content);
    if (answer.last || answer.content.length === 0) return tenants;
  }
}

export function useTenantLicences() {
  return useQuery({
    queryKey: licencesKey,
    queryFn: ({ signal }) => fetchTenantLicences(signal),
    refetchOnWindowFocus: true,
  });
}
