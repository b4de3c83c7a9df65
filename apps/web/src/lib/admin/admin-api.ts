import {
  MAX_PER_PAGE,
  adminSiteSchema,
  adminTenantSchema,
  pagedSchema,
  type AdminSite,
  type AdminTenant,
} from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client';

/**
 * What the sites and dictionary managers both read (docs/api.md, "Administration"): the tenants
 * and the sites the user administers. Every admin write invalidates `adminKey`.
 */
export const adminKey = ['admin'] as const;
export const adminTenantsKey = ['admin', 'tenants'] as const;
export const adminSitesKey = ['admin', 'sites'] as const;

/** Every page of a main-API list (pages from 1). */
export async function fetchAllPages<T extends z.ZodType>(
  path: string,
  item: T,
  signal?: AbortSignal,
): Promise<z.infer<T>[]> {
  const schema = pagedSchema(item);
  const items: z.infer<T>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.request(path, {
      query: { page, per_page: MAX_PER_PAGE },
      schema,
      ...(signal ? { signal } : {}),
    });
    items.push(...(answer.data as z.infer<T>[]));
    if (answer.meta.current_page >= answer.meta.pages || answer.data.length === 0) return items;
  }
}

export function useAdminTenants() {
  return useQuery<AdminTenant[]>({
    queryKey: adminTenantsKey,
    queryFn: ({ signal }) => fetchAllPages('/api/admin/tenants', adminTenantSchema, signal),
  });
}

export function useAdminSites() {
  return useQuery<AdminSite[]>({
    queryKey: adminSitesKey,
    queryFn: ({ signal }) => fetchAllPages('/api/admin/sites', adminSiteSchema, signal),
  });
}
