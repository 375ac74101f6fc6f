import type { InputHTMLAttributes, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Save, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import { PERSON_LIMITS, PROFILE_MESSAGES, type ProfileDetails } from '@thrive/contract';
import {
  PROFILE_FIELDS,
  profileResolver,
  type ProfileField,
  type ProfileFormValues,
  type ValidProfile,
} from '../profile-form';
import { Field } from '../../../components/ui/field';
import { showServerErrors, useFormOutcome } from '../../../lib/forms';
import { ChoiceField } from './choice-group';
import { ProfileSection } from './profile-section';

/** A refusal may name fields (the server's `error.fields`): their messages show on them. */
export type SaveOutcome =
  { ok: true; message: string } | { ok: false; message?: string; errors?: Partial<Record<string, string>> };

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: profileResolver, defaultValues: initialValues });
  const [outcome, setOutcome] = useFormOutcome(watch);

  async function save(profile: ValidProfile) {
    let saved: SaveOutcome;
    try {
      saved = await onSave(profile);
    } catch {
      saved = { ok: false };
    }
    if (saved.ok) {
      setOutcome({ tone: 'success', text: saved.message });
      return;
    }
    const shown = showServerErrors(setError, saved.errors, PROFILE_FIELDS);
    if (saved.message || !shown) setOutcome({ tone: 'error', text: saved.message ?? PROFILE_MESSAGES.saveFailed });
  }

  /** One input of the form, with its label, its message and any hint, wired by the shared field. */
  function input(
    field: ProfileField,
    label: ReactNode,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint?: ReactNode,
  ) {
    return (
      <Field
        id={fieldId(field)}
        label={label}
        error={errors[field]?.message}
        hint={hint}
        hintClassName="profile__hint"
        input={{ ...attributes, ...register(field) }}
      />
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
    <form
      className="card profile__details"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSubmitting) return;
        setOutcome(null);
        void handleSubmit(save)(event);
      }}
      noValidate
      aria-label="Edit Profile"
    >
      <ProfileSection title="About you">
        <div className="profile__grid">
          {input('name', 'Name', { autoComplete: 'name' })}
          {input('username', 'Username', { autoComplete: 'nickname', autoCapitalize: 'none', spellCheck: false })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email', readOnly: emailReadOnly }, emailHint)}
          {input('age', unit('Age', 'years'), number('age'))}
        </div>
      </ProfileSection>

      <ProfileSection
        title="Body and goal"
        hint="Your age, height, weight and goal are your targets too: a change here shows on every screen that plans with them."
      >
        <div className="profile__grid">
          <div className="profile__wide">
            <ChoiceField
              control={control}
              name="gender"
              id={fieldId('gender')}
              legend="Gender"
              options={GENDER_OPTIONS}
            />
          </div>
          {input('height', unit('Height', 'cm'), number('height'))}
          {input('weight', unit('Weight', 'kg'), number('weight'))}
          <div className="profile__wide">
            <ChoiceField control={control} name="goal" id={fieldId('goal')} legend="Goal" options={GOAL_OPTIONS} />
          </div>
        </div>
      </ProfileSection>

      <div className="profile__actions">
        <button type="submit" className="btn btn-primary" aria-disabled={isSubmitting || undefined}>
          <Save size={18} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </button>
        <p className="form-message profile__outcome" role="status" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
