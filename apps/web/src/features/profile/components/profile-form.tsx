import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Save, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { PERSON_LIMITS, PROFILE_MESSAGES, type ProfileDetails } from '@thrive/contract';
import {
  firstInvalidField,
  validateProfileForm,
  type FieldErrors,
  type ProfileField,
  type ProfileFormValues,
  type ValidProfile,
} from '../profile-form';
import { Field } from '../../../components/ui/field';
import { ChoiceGroup } from './choice-group';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message?: string; errors?: FieldErrors };

export interface ProfileFormProps {
  initialValues: ProfileFormValues;
  emailReadOnly: boolean;
  emailHint?: string;
  onSave: (profile: ValidProfile) => Promise<SaveOutcome>;
}

type Gender = ProfileDetails['gender'];
type Goal = ProfileDetails['goal'];

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const GOAL_OPTIONS: { value: Goal; label: string; icon: typeof Scale }[] = [
  { value: 'gain', label: 'Gain weight', icon: TrendingUp },
  { value: 'lose', label: 'Lose weight', icon: TrendingDown },
  { value: 'maintain', label: 'Maintain weight', icon: Scale },
];

const fieldId = (field: ProfileField) => `profile-${field}`;

/** The details: who the person is, and the body and goal their targets share. The photo is saved on its own. */
export function ProfileForm({ initialValues, emailReadOnly, emailHint, onSave }: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    const result = validateProfileForm(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    let saved: SaveOutcome;
    try {
      saved = await onSave(result.profile);
    } catch {
      saved = { ok: false };
    }
    setSaving(false);
    if (saved.ok) {
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
    hint?: ReactNode,
  ) {
    return (
      <Field id={fieldId(field)} label={label} error={errors[field]} hint={hint} hintClassName="profile__hint">
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
  const number = (field: 'age' | 'height' | 'weight') =>
    ({
      type: 'number',
      inputMode: field === 'age' ? 'numeric' : 'decimal',
      min: PERSON_LIMITS[field].min,
      max: PERSON_LIMITS[field].max,
      step: field === 'age' ? 1 : 'any',
    }) as const;

  return (
    <form className="card profile__details" onSubmit={handleSubmit} noValidate aria-label="Edit Profile">
      <section className="profile__section">
        <h2 className="profile__section-title">About you</h2>
        <div className="profile__grid">
          {input('name', 'Name', { autoComplete: 'name' })}
          {input('username', 'Username', { autoComplete: 'nickname', autoCapitalize: 'none', spellCheck: false })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email', readOnly: emailReadOnly }, emailHint)}
          {input('age', unit('Age', 'years'), number('age'))}
        </div>
      </section>

      <section className="profile__section">
        <h2 className="profile__section-title">Body and goal</h2>
        <p className="profile__hint profile__section-hint">
          Your age, height, weight and goal are your targets too: a change here shows on every screen that plans with
          them.
        </p>
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
          {input('height', unit('Height', 'cm'), number('height'))}
          {input('weight', unit('Weight', 'kg'), number('weight'))}
          <div className="profile__wide">
            <ChoiceGroup<Goal>
              id={fieldId('goal')}
              legend="Goal"
              name="goal"
              value={values.goal}
              options={GOAL_OPTIONS}
              error={errors.goal}
              onChange={(goal) => change('goal', goal)}
            />
          </div>
        </div>
      </section>

      <div className="profile__actions">
        <button type="submit" className="btn btn-primary" aria-disabled={saving || undefined}>
          <Save size={18} aria-hidden="true" />
          {saving ? 'Saving…' : 'Save profile'}
        </button>
        <p className="form-message profile__outcome" role="status" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
