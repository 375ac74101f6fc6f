import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteAccountResponseSchema, type DeleteAccountRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { forgetSession } from '../../../lib/session';

/** DELETE /api/profile: the account and everything stored for it; the server ends every session. */
export function deleteAccount(request: DeleteAccountRequest) {
  return apiRequest('/api/profile', { method: 'DELETE', body: request, schema: DeleteAccountResponseSchema });
}

/** `onDeleted` runs before the page learns nobody is signed in, which takes the account's screens away. */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted();
      // Nothing of the account stays in memory: what a page needs again is fetched again.
      queryClient.removeQueries();
      forgetSession();
    },
  });
}
