import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, PROFILE_MESSAGES, type Profile } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-error';
import { ownPhoto, refreshSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { EMPTY_PROFILE_FORM, serverFieldErrors, type ProfileFormValues, type ValidProfile } from '../profile-form';
import { ProfileForm, type PhotoChoice, type SaveOutcome } from './profile-form';
import { ProfileLoadError, ProfileLoading } from './profile-states';
import { ChangeEmail } from './change-email';
import { DeleteAccount } from './delete-account';

function formValues(profile: Profile): ProfileFormValues {
  const details = profile.details;
  return {
    ...EMPTY_PROFILE_FORM,
    name: profile.name,
    email: profile.email,
    ...(details && {
      username: details.username,
      age: String(details.age),
      gender: details.gender,
      height: String(details.height),
      weight: String(details.weight),
      target: details.target,
    }),
  };
}

/** The signed-in user's profile, kept with the account on the server. */
export function AccountProfile({ userId, onDeleted }: { userId: string; onDeleted: () => void }) {
  const query = useProfile(userId);
  const update = useUpdateProfile(userId);

  async function save({ name, password, details }: ValidProfile, photo: PhotoChoice): Promise<SaveOutcome> {
    try {
      const saved = await update.mutateAsync({
        name,
        password,
        ...details,
        ...(photo.change === undefined ? {} : { photo: photo.change }),
      });
      // The navbar's picture and name come from the session.
      void refreshSession();
      return { ok: true, message: PROFILE_MESSAGES.saved, photo: ownPhoto(saved.image) };
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const errors = error.status === 400 ? serverFieldErrors(error.fields) : {};
        if (Object.keys(errors).length > 0) return { ok: false, errors };
        if (error.status === 429) return { ok: false, message: AUTH_MESSAGES.tooManyRequests };
        // The session ended elsewhere: let the page find out and fall back to the device profile.
        if (error.status === 401) void refreshSession();
      }
      return { ok: false, message: PROFILE_MESSAGES.saveFailed };
    }
  }

  // A failed background refresh keeps the form: what is loaded stays usable.
  if (query.data) {
    const { hasPassword, email } = query.data;
    return (
      <>
        <ProfileForm
          initialValues={formValues(query.data)}
          initialPhoto={ownPhoto(query.data.image)}
          emailReadOnly
          emailHint="This is the email you sign in with."
          passwordRule={hasPassword ? 'existing' : 'new'}
          passwordLabel={hasPassword ? 'Current password' : 'Choose a password'}
          passwordHint={
            hasPassword
              ? 'Enter your password to save changes.'
              : `Your account has no password yet. Choose one (at least ${MIN_PASSWORD_LENGTH} characters) to save changes; it also lets you sign in with your email.`
          }
          onSave={save}
        />
        <div className="profile__account">
          <ChangeEmail userId={userId} email={email} hasPassword={hasPassword} />
          <DeleteAccount email={email} hasPassword={hasPassword} onDeleted={onDeleted} />
        </div>
      </>
    );
  }
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <ProfileLoading label="Loading your profile…" />;
}
