import {
  usersPageSchema,
  userWriteSchema,
  type InvitationInput,
  type MembershipFields,
  type MembershipPatch,
  type UserNamesPatch,
  type UsernameAccountInput,
  type UsersPage,
  type UsersQuery,
  type UserWrite,
} from '@barnboard/domain';
import { api } from '../../../lib/api/client';

/** Every query of the users manager starts with this key; every write invalidates it. */
export const usersKey = ['users-manager'] as const;

export type UsersListQuery = Pick<UsersQuery, 'sort' | 'direction' | 'page' | 'per_page'> & {
  q: string;
};

/** GET /api/users: one page of the people, searched and sorted by the server. */
export function fetchUsers(query: UsersListQuery, signal?: AbortSignal): Promise<UsersPage> {
  return api.request('/api/users', {
    query: { ...query, q: query.q.trim() || undefined },
    schema: usersPageSchema,
    ...(signal ? { signal } : {}),
  });
}

const id = encodeURIComponent;
const write = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
  api.request<UserWrite>(path, {
    method,
    ...(body !== undefined ? { body } : {}),
    schema: userWriteSchema,
  });

export const usersApi = {
  invite: (tenantId: string, body: InvitationInput) =>
    write(`/api/tenants/${id(tenantId)}/invitations`, 'POST', body),
  createAccount: (tenantId: string, body: UsernameAccountInput) =>
    write(`/api/tenants/${id(tenantId)}/accounts`, 'POST', body),
  addMembership: (tenantId: string, userId: string, fields: MembershipFields) =>
    write(`/api/tenants/${id(tenantId)}/memberships`, 'POST', { user_id: userId, ...fields }),
  changeMembership: (tenantId: string, membershipId: string, patch: MembershipPatch) =>
    write(`/api/tenants/${id(tenantId)}/memberships/${id(membershipId)}`, 'PATCH', patch),
  endMembership: (tenantId: string, membershipId: string, version: string) =>
    write(`/api/tenants/${id(tenantId)}/memberships/${id(membershipId)}/end`, 'POST', {
      expected_updated_at: version,
    }),
  deleteMembership: (tenantId: string, membershipId: string, version: string) =>
    write(`/api/tenants/${id(tenantId)}/memberships/${id(membershipId)}`, 'DELETE', {
      expected_updated_at: version,
    }),
  changeNames: (userId: string, patch: UserNamesPatch) =>
    write(`/api/users/${id(userId)}`, 'PATCH', patch),
  deactivate: (userId: string) => write(`/api/users/${id(userId)}/deactivate`, 'POST'),
  reactivate: (userId: string) => write(`/api/users/${id(userId)}/reactivate`, 'POST'),
  resendInvitation: (userId: string) => write(`/api/users/${id(userId)}/invitation`, 'POST'),
  setFirstPassword: (userId: string, password: string) =>
    write(`/api/users/${id(userId)}/first-password`, 'POST', { password }),
  deleteUser: (userId: string) => api.request(`/api/users/${id(userId)}`, { method: 'DELETE' }),
};
