import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type UpdateProfileRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** A photo of up to 1 MB goes up with the details, so a slow connection gets longer than the default. */
const UPLOAD_TIMEOUT_MS = 30_000;

export function updateProfile(request: UpdateProfileRequest) {
  return apiRequest('/api/profile', {
    method: 'PUT',
    body: request,
    schema: ProfileSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile),
  });
}
