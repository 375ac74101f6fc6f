import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getAuthProviders() {
  return callApi(authProvidersRoute, {});
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: getAuthProviders,
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
