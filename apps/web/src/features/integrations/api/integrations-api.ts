import {
  installationKeySchema,
  installationsPageSchema,
  integrationCodeSchema,
  integrationCreatedSchema,
  integrationSchema,
  integrationsPageSchema,
  signingSecretSchema,
  type IntegrationInput,
  type IntegrationSort,
  type SortDirection,
} from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/** Every query of the integrator area starts with this key; every write invalidates it. */
export const integrationsKey = ['integrations'] as const;

export type ListQuery = {
  q: string;
  sort: IntegrationSort;
  direction: SortDirection;
  page: number;
  per_page: number;
};

const id = encodeURIComponent;
const listed = (query: ListQuery) => ({ ...query, q: query.q.trim() || undefined });

export const integrationsApi = {
  list: (query: ListQuery, signal?: AbortSignal) =>
    api.request('/api/integrations', {
      query: listed(query),
      schema: integrationsPageSchema,
      ...(signal ? { signal } : {}),
    }),
  installations: (query: ListQuery, signal?: AbortSignal) =>
    api.request('/api/installations', {
      query: listed(query),
      schema: installationsPageSchema,
      ...(signal ? { signal } : {}),
    }),
  create: (body: IntegrationInput) =>
    api.request('/api/integrations', { method: 'POST', body, schema: integrationCreatedSchema }),
  change: (integrationId: string, body: IntegrationInput & { expected_updated_at: string }) =>
    api.request(`/api/integrations/${id(integrationId)}`, {
      method: 'PUT',
      body,
      schema: integrationSchema,
    }),
  remove: (integrationId: string) =>
    api.request(`/api/integrations/${id(integrationId)}`, { method: 'DELETE' }),
  rotateSecret: (integrationId: string) =>
    api.request(`/api/integrations/${id(integrationId)}/signing-secret`, {
      method: 'POST',
      schema: signingSecretSchema,
    }),
  lookUp: (code: string) =>
    api.request(`/api/integration-codes/${id(code.trim().toUpperCase())}`, {
      schema: integrationCodeSchema,
    }),
  install: (siteId: string, code: string, buildingId: string | null) =>
    api.request(`/api/sites/${id(siteId)}/installations`, {
      method: 'POST',
      body: { code: code.trim().toUpperCase(), building_id: buildingId },
      schema: installationKeySchema,
    }),
  rotateKey: (installationId: string) =>
    api.request(`/api/installations/${id(installationId)}/access-key`, {
      method: 'POST',
      schema: installationKeySchema,
    }),
  revoke: (installationId: string) =>
    api.request(`/api/installations/${id(installationId)}`, { method: 'DELETE' }),
};
