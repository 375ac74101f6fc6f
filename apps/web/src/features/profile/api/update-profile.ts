import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileRoute, type UpdateProfileRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { targetsQueryOptions } from '../../../lib/targets/account-targets';
import { profileQueryOptions } from './get-profile';

export function updateProfile(request: UpdateProfileRequest) {
  return callApi(updateProfileRoute, { body: request });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      // Age, height, weight and goal are the account's targets too: the screens that plan with them fetch them again.
      void queryClient.invalidateQueries({ queryKey: targetsQueryOptions(userId).queryKey });
    },
  });
}
