import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchUsers, usersKey, type UsersListQuery } from './users-api';

/** One page of the people; the rows stay while the next page or search loads (no jumping). */
export function useUsers(query: UsersListQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
