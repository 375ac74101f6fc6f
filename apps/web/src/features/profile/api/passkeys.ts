import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePasskeyRoute, listPasskeysRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { authClient, authRequest } from '../../../lib/auth-client';

export function passkeysQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId, 'passkeys'],
    queryFn: ({ signal }) => callApi(listPasskeysRoute, {}, { signal }),
  });
}

export function usePasskeys(userId: string) {
  return useQuery(passkeysQueryOptions(userId));
}

/** Adds a passkey from this device's authenticator (the browser asks for the fingerprint, face or PIN). */
export function useAddPasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await authRequest(() => authClient.passkey.addPasskey());
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions(userId).queryKey }),
  });
}

export function useRemovePasskey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deletePasskeyRoute, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions(userId).queryKey }),
  });
}
