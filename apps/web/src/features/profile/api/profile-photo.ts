import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type Profile, type ProfilePhoto } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileQueryOptions } from './get-profile';

const PHOTO_PATH = '/api/profile/photo';

/** A photo of up to 1 MB goes up, so a slow connection gets longer than the default. */
const UPLOAD_TIMEOUT_MS = 30_000;

/** PUT /api/profile/photo: stored at once; the response's `image` is the new picture's address. */
export function saveProfilePhoto(photo: ProfilePhoto) {
  return apiRequest(PHOTO_PATH, { method: 'PUT', body: photo, schema: ProfileSchema, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** DELETE /api/profile/photo: back to the default avatar. */
export function removeProfilePhoto() {
  return apiRequest(PHOTO_PATH, { method: 'DELETE', schema: ProfileSchema });
}

/** Saves a new photo, or removes it when given null. */
export function useProfilePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: ProfilePhoto | null): Promise<Profile> =>
      photo ? saveProfilePhoto(photo) : removeProfilePhoto(),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      // The navbar's picture comes from the session; the photo here is already shown.
      void refreshSession();
    },
  });
}
