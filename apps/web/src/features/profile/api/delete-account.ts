import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountRoute, type DeleteAccountRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { forgetSession, sessionQuery } from '../../../lib/session';

/** DELETE /api/profile: the account and everything stored for it; the server ends every session. */
export function deleteAccount(request: DeleteAccountRequest) {
  return callApi(deleteAccountRoute, { body: request });
}

/** `onDeleted` runs before the page learns nobody is signed in, which takes the account's screens away. */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted();
      // Nothing of the account stays in memory: what a page needs again is fetched again. The session's query
      // stays, so the screens reading it learn at once that nobody is signed in.
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== sessionQuery.queryKey[0] });
      forgetSession(queryClient);
    },
  });
}
