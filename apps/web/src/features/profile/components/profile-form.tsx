import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
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
import { Field } from '../../../components/ui/field';
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

  /** One input of the form, with its label, its message and any hint, wired by the shared field. */
  function input(
    field: ProfileField,
    label: ReactNode,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    described: { hint?: ReactNode; describedBy?: string } = {},
  ) {
    return (
      <Field id={fieldId(field)} label={label} error={errors[field]} hintClassName="profile__hint" {...described}>
        {(control) => (
          <input
            className="input"
            {...attributes}
            {...control}
            name={field}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
          />
        )}
      </Field>
    );
  }

  const unit = (name: string, unitName: string) => (
    <>
      {name} <span className="profile__unit">({unitName})</span>
    </>
  );
  const measure = { type: 'number', inputMode: 'decimal', min: 1, step: 'any' } as const;
  const passwordAttributes = {
    type: 'password',
    autoComplete: passwordRule === 'new' ? 'new-password' : 'current-password',
  } as const;

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
            {input('name', 'Name', { autoComplete: 'name' })}
            {input('username', 'Username', { autoComplete: 'nickname', autoCapitalize: 'none', spellCheck: false })}
            {input(
              'email',
              'Email',
              { type: 'email', autoComplete: 'email', readOnly: emailReadOnly },
              { hint: emailHint },
            )}
            {input('age', unit('Age', 'years'), { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
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
            {input('height', unit('Height', 'cm'), measure)}
            {input('weight', unit('Weight', 'kg'), measure)}
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
            {input('password', passwordLabel, passwordAttributes, { describedBy: 'profile-password-hint' })}
            {input('confirmPassword', 'Confirm password', passwordAttributes)}
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
