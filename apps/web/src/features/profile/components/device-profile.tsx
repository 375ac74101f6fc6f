import { useState } from 'react';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { readLocalProfile, saveLocalProfile, type LocalProfile } from '../local-profile';
import { EMPTY_PROFILE_FORM, type ProfileFormValues, type ValidProfile } from '../profile-form';
import { ProfileForm, type PhotoChoice, type SaveOutcome } from './profile-form';

function formValues(stored: LocalProfile): ProfileFormValues {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...EMPTY_PROFILE_FORM,
    name: text(stored.name),
    username: text(stored.username),
    email: text(stored.email),
    age: text(stored.age),
    gender: text(stored.gender),
    height: text(stored.height),
    weight: text(stored.weight),
    target: text(stored.target),
  };
}

/** An anonymous visitor's profile (spec §2: local only), kept in this browser without the password. */
export function DeviceProfile() {
  const [stored] = useState(readLocalProfile);

  async function save({ name, email, details }: ValidProfile, photo: PhotoChoice): Promise<SaveOutcome> {
    const kept = saveLocalProfile({ name, email, ...details, photo: photo.preview });
    return kept ? { ok: true, message: PROFILE_MESSAGES.savedOnDevice } : { ok: false };
  }

  return (
    <ProfileForm
      initialValues={formValues(stored)}
      initialPhoto={stored.photo ?? null}
      emailReadOnly={false}
      passwordRule="existing"
      passwordLabel="Password"
      passwordHint="Needed to save. It is never stored on this device."
      onSave={save}
    />
  );
}
