import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Save, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { PROFILE_MESSAGES, type ProfileDetails, type ProfilePhoto } from '@thrive/contract';
import {
  firstInvalidField,
  validateProfileForm,
  type FieldErrors,
  type PasswordRule,
  type ProfileField,
  type ProfileFormValues,
  type ValidProfile,
} from '../profile-form';
import { PhotoError, resizePhoto } from '../resize-photo';
import { ChoiceGroup } from './choice-group';
import { PhotoPicker } from './photo-picker';

/** The photo as the form holds it: what is shown, and what a save should do about it. */
export interface PhotoChoice {
  /** A data URL, our photo endpoint, or null for the default avatar. */
  preview: string | null;
  /** A new photo, null to remove it, or undefined to leave it as it is. */
  change: ProfilePhoto | null | undefined;
}

export type SaveOutcome =
  | {
      ok: true;
      message: string;
      /** The photo as now stored, when the save changed where it lives. */ photo?: string | null;
    }
  | { ok: false; message?: string; errors?: FieldErrors };

export interface ProfileFormProps {
  initialValues: ProfileFormValues;
  initialPhoto: string | null;
  emailReadOnly: boolean;
  emailHint?: string;
  passwordRule: PasswordRule;
  passwordLabel: string;
  passwordHint: ReactNode;
  onSave: (profile: ValidProfile, photo: PhotoChoice) => Promise<SaveOutcome>;
}

type Gender = ProfileDetails['gender'];
type WeightTarget = ProfileDetails['target'];

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const TARGET_OPTIONS: { value: WeightTarget; label: string; icon: typeof Scale }[] = [
  { value: 'gain', label: 'Gain weight', icon: TrendingUp },
  { value: 'loss', label: 'Lose weight', icon: TrendingDown },
  { value: 'maintain', label: 'Maintain weight', icon: Scale },
];

const fieldId = (field: ProfileField | 'photo') => `profile-${field}`;

export function ProfileForm({
  initialValues,
  initialPhoto,
  emailReadOnly,
  emailHint,
  passwordRule,
  passwordLabel,
  passwordHint,
  onSave,
}: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photo, setPhoto] = useState<PhotoChoice>({ preview: initialPhoto, change: undefined });
  const [photoBusy, setPhotoBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function change(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  }

  /** Shows the messages first, so the field that takes focus already announces its own. */
  function showErrors(found: FieldErrors) {
    flushSync(() => setErrors(found));
    const first = firstInvalidField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function pickPhoto(file: File) {
    setErrors((current) => ({ ...current, photo: undefined }));
    setOutcome(null);
    setPhotoBusy(true);
    try {
      const resized = await resizePhoto(file);
      setPhoto({ preview: resized.dataUrl, change: resized.photo });
    } catch (error) {
      setErrors((current) => ({
        ...current,
        photo: error instanceof PhotoError ? error.message : PROFILE_MESSAGES.photoNotImage,
      }));
    } finally {
      setPhotoBusy(false);
    }
  }

  function removePhoto() {
    setPhoto({ preview: null, change: null });
    setErrors((current) => ({ ...current, photo: undefined }));
    setOutcome(null);
    // The Remove button is now disabled, so focus goes where the next photo would be chosen.
    document.getElementById(fieldId('photo'))?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || photoBusy) return;
    setOutcome(null);
    const result = validateProfileForm(values, passwordRule);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    let saved: SaveOutcome;
    try {
      saved = await onSave(result.profile, photo);
    } catch {
      saved = { ok: false };
    }
    setSaving(false);
    if (saved.ok) {
      // A password is a confirmation for this save only; it never lingers in the form.
      setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
      if (saved.photo !== undefined) setPhoto({ preview: saved.photo, change: undefined });
      else setPhoto((current) => ({ ...current, change: undefined }));
      setOutcome({ tone: 'success', text: saved.message });
      return;
    }
    if (saved.errors && Object.keys(saved.errors).length > 0) showErrors(saved.errors);
    if (saved.message || !saved.errors)
      setOutcome({ tone: 'error', text: saved.message ?? PROFILE_MESSAGES.saveFailed });
  }

  function describedBy(field: ProfileField, hintId?: string) {
    return [hintId, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  }

  function inputProps(field: ProfileField, hintId?: string) {
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(field, hintId),
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
  }

  function fieldError(field: ProfileField) {
    return errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="form-message" data-tone="error">
        {errors[field]}
      </p>
    ) : null;
  }

  const newPassword = passwordRule === 'new';
  return (
    <form className="profile__layout" onSubmit={handleSubmit} noValidate aria-label="Edit Profile">
      <section className="card profile__photo-card">
        <h2 className="profile__section-title">Profile photo</h2>
        <PhotoPicker
          preview={photo.preview}
          busy={photoBusy}
          error={errors.photo}
          onPick={(file) => void pickPhoto(file)}
          onRemove={removePhoto}
        />
      </section>

      <div className="card profile__details">
        <section className="profile__section">
          <h2 className="profile__section-title">About you</h2>
          <div className="profile__grid">
            <div className="field">
              <label htmlFor="profile-name">Name</label>
              <input className="input" autoComplete="name" {...inputProps('name')} />
              {fieldError('name')}
            </div>
            <div className="field">
              <label htmlFor="profile-username">Username</label>
              <input
                className="input"
                autoComplete="nickname"
                autoCapitalize="none"
                spellCheck={false}
                {...inputProps('username')}
              />
              {fieldError('username')}
            </div>
            <div className="field">
              <label htmlFor="profile-email">Email</label>
              <input
                className="input"
                type="email"
                autoComplete="email"
                readOnly={emailReadOnly}
                {...inputProps('email', emailHint ? 'profile-email-hint' : undefined)}
              />
              {emailHint ? (
                <p id="profile-email-hint" className="profile__hint">
                  {emailHint}
                </p>
              ) : null}
              {fieldError('email')}
            </div>
            <div className="field">
              <label htmlFor="profile-age">
                Age <span className="profile__unit">(years)</span>
              </label>
              <input className="input" type="number" inputMode="numeric" min={1} step={1} {...inputProps('age')} />
              {fieldError('age')}
            </div>
          </div>
        </section>

        <section className="profile__section">
          <h2 className="profile__section-title">Body and goal</h2>
          <div className="profile__grid">
            <div className="profile__wide">
              <ChoiceGroup<Gender>
                id={fieldId('gender')}
                legend="Gender"
                name="gender"
                value={values.gender}
                options={GENDER_OPTIONS}
                error={errors.gender}
                onChange={(gender) => change('gender', gender)}
              />
            </div>
            <div className="field">
              <label htmlFor="profile-height">
                Height <span className="profile__unit">(cm)</span>
              </label>
              <input className="input" type="number" inputMode="decimal" min={1} step="any" {...inputProps('height')} />
              {fieldError('height')}
            </div>
            <div className="field">
              <label htmlFor="profile-weight">
                Weight <span className="profile__unit">(kg)</span>
              </label>
              <input className="input" type="number" inputMode="decimal" min={1} step="any" {...inputProps('weight')} />
              {fieldError('weight')}
            </div>
            <div className="profile__wide">
              <ChoiceGroup<WeightTarget>
                id={fieldId('target')}
                legend="Target"
                name="target"
                value={values.target}
                options={TARGET_OPTIONS}
                error={errors.target}
                onChange={(target) => change('target', target)}
              />
            </div>
          </div>
        </section>

        <section className="profile__section">
          <h2 className="profile__section-title">Security</h2>
          <p id="profile-password-hint" className="profile__hint profile__section-hint">
            {passwordHint}
          </p>
          <div className="profile__grid">
            <div className="field">
              <label htmlFor="profile-password">{passwordLabel}</label>
              <input
                className="input"
                type="password"
                autoComplete={newPassword ? 'new-password' : 'current-password'}
                {...inputProps('password', 'profile-password-hint')}
              />
              {fieldError('password')}
            </div>
            <div className="field">
              <label htmlFor="profile-confirmPassword">Confirm password</label>
              <input
                className="input"
                type="password"
                autoComplete={newPassword ? 'new-password' : 'current-password'}
                {...inputProps('confirmPassword')}
              />
              {fieldError('confirmPassword')}
            </div>
          </div>
        </section>

        <div className="profile__actions">
          <button type="submit" className="btn btn-primary" disabled={saving || photoBusy}>
            <Save size={18} aria-hidden="true" />
            {saving ? 'Saving…' : 'Save profile'}
          </button>
          <p className="form-message profile__outcome" role="status" data-tone={outcome?.tone}>
            {outcome?.text}
          </p>
        </div>
      </div>
    </form>
  );
}
