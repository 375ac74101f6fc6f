import { useState } from 'react';
import { PROFILE_MESSAGES, type Targets } from '@thrive/contract';
import { useTargets } from '../../../lib/targets/use-targets';
import { readLocalProfile, saveLocalProfile, type LocalProfile } from '../local-profile';
import { fieldText, type ProfileFormValues, type ValidProfile } from '../profile-form';
import type { ResizedPhoto } from '../resize-photo';
import { PHOTO_REMOVE_FAILED, PHOTO_SAVE_FAILED, PhotoPicker, type PhotoOutcome } from './photo-picker';
import { ProfileForm, type SaveOutcome } from './profile-form';
import { ProfileLoading } from './profile-states';

function formValues(stored: LocalProfile, targets: Targets): ProfileFormValues {
  return {
    name: fieldText(stored.name),
    username: fieldText(stored.username),
    email: fieldText(stored.email),
    age: fieldText(targets.age),
    gender: fieldText(stored.gender),
    height: fieldText(targets.height),
    weight: fieldText(targets.weight),
    goal: fieldText(targets.goal),
  };
}

/**
 * A visitor's profile (docs/product.md, "Profile": stored in this browser), without a password. Age,
 * height, weight and goal are the visitor's targets, so they are read from and stored with them.
 */
export function DeviceProfile() {
  const [stored] = useState(readLocalProfile);
  const { targets, save: saveTargets, ready } = useTargets();

  async function save({ name, email, details }: ValidProfile): Promise<SaveOutcome> {
    const { username, gender, age, height, weight, goal } = details;
    saveTargets({ age, height, weight, goal });
    // Read again, so a photo stored since the page opened stays.
    const saved = saveLocalProfile({ ...readLocalProfile(), name, email, username, gender });
    return saved ? { ok: true, message: PROFILE_MESSAGES.savedOnDevice } : { ok: false };
  }

  async function savePhoto(chosen: ResizedPhoto | null): Promise<PhotoOutcome> {
    const preview = chosen?.dataUrl ?? null;
    return saveLocalProfile({ ...readLocalProfile(), photo: preview })
      ? { ok: true, preview }
      : { ok: false, message: chosen ? PHOTO_SAVE_FAILED : PHOTO_REMOVE_FAILED };
  }

  // The form takes its first values once, so it waits for the targets.
  if (!ready) return <ProfileLoading label="Loading…" />;
  return (
    <div className="profile__layout">
      <PhotoPicker initialPhoto={stored.photo ?? null} onSave={savePhoto} />
      <ProfileForm initialValues={formValues(stored, targets)} emailReadOnly={false} onSave={save} />
    </div>
  );
}
