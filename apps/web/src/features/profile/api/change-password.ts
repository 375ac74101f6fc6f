import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordRoute, type ChangePasswordRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/**
 * PUT /api/profile/password: the new password, confirmed with the current one when the account has one.
 * Other devices are signed out; this one stays signed in.
 */
export function changePassword(request: ChangePasswordRequest) {
  return callApi(changePasswordRoute, { body: request });
}

export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (_changed, request) => {
      // An account that had no password has one now, and the profile's `hasPassword` says so once refetched.
      if (request.currentPassword === undefined) {
        await queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey });
      }
    },
  });
}
