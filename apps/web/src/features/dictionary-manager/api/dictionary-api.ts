import {
  deletedAnswerSchema,
  dictionaryAnswerSchema,
  dictionaryItemSchema,
  type DeletedAnswer,
  type DictionaryAnswer,
  type DictionaryItem,
} from '@barnboard/domain';
import { useQuery } from '@tanstack/react-query';
import { adminKey, fetchAllPages } from '../../../lib/admin/admin-api';
import { api } from '../../../lib/api/client';

/** The dictionary manager's calls (docs/api.md, "Administration"). */
export const dictionaryKey = [...adminKey, 'dictionary'] as const;

export function useDictionary() {
  return useQuery<DictionaryItem[]>({
    queryKey: dictionaryKey,
    queryFn: ({ signal }) => fetchAllPages('/api/admin/dictionary', dictionaryItemSchema, signal),
  });
}

export function createItem(
  tenantId: string,
  body: Record<string, unknown>,
): Promise<DictionaryAnswer> {
  return api.request(`/api/admin/tenants/${encodeURIComponent(tenantId)}/dictionary`, {
    method: 'POST',
    body,
    schema: dictionaryAnswerSchema,
  });
}

export function updateItem(
  itemId: string,
  body: Record<string, unknown>,
): Promise<DictionaryAnswer> {
  return api.request(`/api/admin/dictionary/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body,
    schema: dictionaryAnswerSchema,
  });
}

export function deleteItem(item: DictionaryItem): Promise<DeletedAnswer> {
  return api.request(`/api/admin/dictionary/${encodeURIComponent(item.cloud_id)}`, {
    method: 'DELETE',
    query: { expected_updated_at: item.updated_at },
    schema: deletedAnswerSchema,
  });
}
