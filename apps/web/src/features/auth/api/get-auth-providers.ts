import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthProvidersSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function getAuthProviders() {
  return apiRequest('/api/auth-providers', { schema: AuthProvidersSchema });
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: getAuthProviders,
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
