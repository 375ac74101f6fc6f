import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProfilePhotoRoute, saveProfilePhotoRoute, type Profile, type ProfilePhoto } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';
import { profileQueryOptions } from './get-profile';

/** A photo of up to 1 MB goes up, so a slow connection gets longer than the default. */
const UPLOAD_TIMEOUT_MS = 30_000;

/** Stored at once; the response's `image` is the new picture's address. */
export function saveProfilePhoto(photo: ProfilePhoto) {
  return callApi(saveProfilePhotoRoute, { body: photo }, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** Back to the default avatar. */
export function removeProfilePhoto() {
  return callApi(deleteProfilePhotoRoute, {});
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
      void refreshSession(queryClient);
    },
  });
}
