import {
  buildingAnswerSchema,
  deletedAnswerSchema,
  siteAnswerSchema,
  tenantAnswerSchema,
  type AdminBuilding,
  type AdminSite,
  type BuildingAnswer,
  type DeletedAnswer,
  type SiteAnswer,
  type TenantAnswer,
} from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import {
  binsKey,
  deletedBinsKey,
  fetchAllBins,
  fetchDeletedBins,
} from '../../../lib/bins/bins-api';

/** The sites manager's writes (docs/api.md, "Administration"); each answer is the record saved. */

const id = encodeURIComponent;

export function createTenant(body: Record<string, unknown>): Promise<TenantAnswer> {
  return api.request('/api/admin/tenants', { method: 'POST', body, schema: tenantAnswerSchema });
}

export function updateTenant(
  tenantId: string,
  body: Record<string, unknown>,
): Promise<TenantAnswer> {
  return api.request(`/api/admin/tenants/${id(tenantId)}`, {
    method: 'PATCH',
    body,
    schema: tenantAnswerSchema,
  });
}

export function creditLicences(tenantId: string, count: number): Promise<TenantAnswer> {
  return api.request(`/api/admin/tenants/${id(tenantId)}/licences`, {
    method: 'POST',
    body: { count },
    schema: tenantAnswerSchema,
  });
}

export function createSite(tenantId: string, body: Record<string, unknown>): Promise<SiteAnswer> {
  return api.request(`/api/admin/tenants/${id(tenantId)}/sites`, {
    method: 'POST',
    body,
    schema: siteAnswerSchema,
  });
}

export function updateSite(siteId: string, body: Record<string, unknown>): Promise<SiteAnswer> {
  return api.request(`/api/admin/sites/${id(siteId)}`, {
    method: 'PATCH',
    body,
    schema: siteAnswerSchema,
  });
}

export function deleteSite(site: AdminSite): Promise<DeletedAnswer> {
  return api.request(`/api/admin/sites/${id(site.id)}`, {
    method: 'DELETE',
    query: { expected_updated_at: site.updated_at },
    schema: deletedAnswerSchema,
  });
}

export function createBuilding(
  siteId: string,
  body: Record<string, unknown>,
): Promise<BuildingAnswer> {
  return api.request(`/api/admin/sites/${id(siteId)}/buildings`, {
    method: 'POST',
    body,
    schema: buildingAnswerSchema,
  });
}

export function updateBuilding(
  buildingId: string,
  body: Record<string, unknown>,
): Promise<BuildingAnswer> {
  return api.request(`/api/admin/buildings/${id(buildingId)}`, {
    method: 'PATCH',
    body,
    schema: buildingAnswerSchema,
  });
}

export function deleteBuilding(building: AdminBuilding): Promise<DeletedAnswer> {
  return api.request(`/api/admin/buildings/${id(building.cloud_id)}`, {
    method: 'DELETE',
    query: { expected_updated_at: building.updated_at },
    schema: deletedAnswerSchema,
  });
}

/** The bins of a building (the feed service's list, filtered), under the silos' key. */
export function useBuildingBins(buildingId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...binsKey, 'building', buildingId],
    queryFn: ({ signal }) => fetchAllBins(signal, { building_ids: [buildingId!], sort: 'name' }),
    enabled: enabled && buildingId !== null,
  });
}

export function useDeletedBins(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: deletedBinsKey(siteId),
    queryFn: ({ signal }) => fetchDeletedBins(siteId, signal),
    enabled,
  });
}
