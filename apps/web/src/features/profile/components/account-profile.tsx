import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, PROFILE_MESSAGES, type Profile } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-error';
import { ownPhoto } from '../../../lib/avatar';
import { refreshSession } from '../../../lib/session';
import { useTargets } from '../../../lib/targets/use-targets';
import { useProfile } from '../api/get-profile';
import { useProfilePhoto } from '../api/profile-photo';
import { useUpdateProfile } from '../api/update-profile';
import { fieldText, type ProfileFormValues, type ValidProfile } from '../profile-form';
import type { ResizedPhoto } from '../resize-photo';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { SignedInDevices } from './signed-in-devices';
import { TwoFactorSettings } from './two-factor-settings';
import { PasskeySettings } from './passkey-settings';
import { PHOTO_REMOVE_FAILED, PHOTO_SAVE_FAILED, PhotoPicker, type PhotoOutcome } from './photo-picker';
import { ProfileForm, type SaveOutcome } from './profile-form';
import { ProfileLoadError, ProfileLoading } from './profile-states';

function formValues({ name, email, details }: Profile): ProfileFormValues {
  return {
    name,
    email,
    username: fieldText(details.username),
    age: fieldText(details.age),
    gender: fieldText(details.gender),
    height: fieldText(details.height),
    weight: fieldText(details.weight),
    goal: fieldText(details.goal),
  };
}

/** The words for a refusal any of the account's requests may meet; undefined when the caller has its own. */
function requestProblem(error: unknown, client: QueryClient): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  // The session ended elsewhere: let the page find out and fall back to the device profile.
  if (error.status === 401) void refreshSession(client);
  return undefined;
}

/** The signed-in user's profile, stored with the account on the server. */
export function AccountProfile({ userId, onDeleted }: { userId: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const query = useProfile(userId);
  // Age, height, weight and goal are the targets: a visitor's stored in this browser join the account first.
  const targets = useTargets();
  const update = useUpdateProfile(userId);
  const photo = useProfilePhoto(userId);

  async function save({ name, details }: ValidProfile): Promise<SaveOutcome> {
    try {
      await update.mutateAsync({ name, ...details });
      // The navbar's name comes from the session.
      void refreshSession(queryClient);
      return { ok: true, message: PROFILE_MESSAGES.saved };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
        return { ok: false, errors: error.fields };
      }
      return { ok: false, message: requestProblem(error, queryClient) ?? PROFILE_MESSAGES.saveFailed };
    }
  }

  async function savePhoto(chosen: ResizedPhoto | null): Promise<PhotoOutcome> {
    try {
      const saved = await photo.mutateAsync(chosen?.photo ?? null);
      return { ok: true, preview: ownPhoto(saved.image) };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        return { ok: false, message: error.fields?.photo ?? PROFILE_MESSAGES.photoNotImage, invalid: true };
      }
      return {
        ok: false,
        message: requestProblem(error, queryClient) ?? (chosen ? PHOTO_SAVE_FAILED : PHOTO_REMOVE_FAILED),
      };
    }
  }

  // A failed background refresh keeps the form: what is loaded stays usable.
  if (query.data && targets.ready) {
    const { hasPassword, email } = query.data;
    return (
      <>
        <div className="profile__layout">
          <PhotoPicker initialPhoto={ownPhoto(query.data.image)} onSave={savePhoto} />
          <ProfileForm
            initialValues={formValues(query.data)}
            emailReadOnly
            emailHint="This is the email you sign in with."
            onSave={save}
          />
        </div>
        <div className="profile__account">
          <ChangePassword userId={userId} email={email} hasPassword={hasPassword} />
          <ChangeEmail userId={userId} email={email} hasPassword={hasPassword} />
          <TwoFactorSettings userId={userId} enabled={query.data.twoFactor} hasPassword={hasPassword} />
          <PasskeySettings userId={userId} />
          <SignedInDevices userId={userId} />
          <DeleteAccount email={email} hasPassword={hasPassword} onDeleted={onDeleted} />
        </div>
      </>
    );
  }
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <ProfileLoading label="Loading your profile…" />;
}
