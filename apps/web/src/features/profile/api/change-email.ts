import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailRoute, type ChangeEmailRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileQueryOptions } from './get-profile';

/** PUT /api/profile/email: the account's new sign-in email, confirmed with its password. */
export function changeEmail(request: ChangeEmailRequest) {
  return callApi(changeEmailRoute, { body: request });
}

export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      // The picture's menu names the account by its email.
      await refreshSession(queryClient);
    },
  });
}
