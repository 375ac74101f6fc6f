import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormSetValue } from 'react-hook-form';
import { Save } from 'lucide-react';
import { PLAN_MEALS, PLAN_MESSAGES, type Goal, type Sex, type Targets, type UnitSystem } from '@thrive/contract';
import { DIET_MACRO_SPLITS, isPlannableCalories } from '@thrive/nutrition';
import { Field } from '../../../components/ui/field';
import { ExclusionsField } from '../../../components/meal-plans/exclusions-field';
import { DietField } from '../../../components/meal-plans/diet-field';
import { MacroSplitFields, macroSplitText } from '../../../components/meal-plans/macro-split-fields';
import { useFormOutcome } from '../../../lib/forms';
import type { TargetsState } from '../../../lib/targets/use-targets';
import { ChoiceField, ChoiceGroup } from './choice-group';
import { ProfileSection } from './profile-section';
import {
  changedTargets,
  suggestedCalories,
  targetsFormValues,
  targetsResolver,
  weeklyRates,
  type TargetsFormValues,
} from '../targets-form';

const SEXES: { value: Sex; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const GOALS: { value: Goal; label: string }[] = [
  { value: 'lose', label: 'Lose weight' },
  { value: 'maintain', label: 'Maintain weight' },
  { value: 'gain', label: 'Gain weight' },
];
const UNITS: { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: 'Metric (g, ml)' },
  { value: 'us', label: 'US (lb, oz, cups)' },
];

const fieldId = (field: keyof TargetsFormValues) => `targets-${field}`;

/** Every target in one form, stored as one change when it is saved (docs/product.md, "My targets"). */
export function TargetsForm({ targets }: { targets: TargetsState }) {
  const [initial] = useState(() => targetsFormValues(targets.targets, targets.resolved));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm({ resolver: targetsResolver, defaultValues: initial });
  const [outcome, setOutcome] = useFormOutcome(watch);
  const suggestion = useWatch({ control, compute: suggestedCalories });
  const [goal, weeklyRate, diet] = useWatch({ control, name: ['goal', 'weeklyRate', 'diet'] });

  /** A value set by a button or by another field, checked at once as if typed. */
  const set: UseFormSetValue<TargetsFormValues> = (name, value) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  function save(read: Targets) {
    targets.save(changedTargets(read, getValues(), initial));
    setOutcome({
      tone: 'success',
      text:
        targets.storedWith === 'account'
          ? 'Your targets are saved with your account, for every device.'
          : 'Your targets are kept in this browser. Sign in to keep them with your account.',
    });
  }

  const number = (field: 'age' | 'height' | 'weight' | 'goalWeight' | 'activity', label: ReactNode, hint?: string) => (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      error={errors[field]?.message}
      hintClassName="profile__hint"
      input={{ type: 'number', inputMode: 'decimal', step: 'any', ...register(field) }}
    />
  );

  return (
    <form className="card targets-form" onSubmit={handleSubmit(save)} noValidate aria-label="My targets">
      <ProfileSection
        id="targets-you"
        title="About you"
        hint="The calorie calculator and your suggested target use these. Leave any blank you would rather not give."
      >
        <div className="profile__grid">
          <div className="profile__wide">
            <ChoiceField
              control={control}
              name="sex"
              id="targets-sex"
              legend="Sex (for the energy equation)"
              options={SEXES}
            />
          </div>
          {number('age', 'Age (years)', '13 to 100.')}
          {number('activity', 'Exercise (hours a week)', '0 to 50.')}
          {number('height', 'Height (cm)', '80 to 250.')}
          {number('weight', 'Weight (kg)', '40 to 200.')}
        </div>
      </ProfileSection>

      <ProfileSection id="targets-goal" title="Goal and calories">
        <div className="profile__grid">
          <div className="profile__wide">
            <Controller
              control={control}
              name="goal"
              render={({ field }) => (
                <ChoiceGroup<Goal>
                  id="targets-goal-choice"
                  legend="Goal"
                  options={GOALS}
                  {...field}
                  onChange={(goal) => {
                    field.onChange(goal);
                    set('weeklyRate', goal === 'maintain' ? '' : String(goal === 'lose' ? 0.5 : 0.3));
                  }}
                />
              )}
            />
          </div>
          {goal && goal !== 'maintain' ? (
            <Field label={`${goal === 'lose' ? 'Lose' : 'Gain'} per week`}>
              {(described) => (
                <select className="input" {...described} {...register('weeklyRate')}>
                  {weeklyRates(goal, weeklyRate).map((rate) => (
                    <option key={rate} value={rate}>
                      {rate} kg a week
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {goal && goal !== 'maintain'
            ? number('goalWeight', 'Goal weight (kg)', 'Your progress page shows when your trend reaches it.')
            : null}
          <Field
            id={fieldId('calories')}
            label="Calories a day"
            hint="From 500 to 5,000."
            error={errors.calories?.message}
            hintClassName="profile__hint"
            input={{ type: 'number', inputMode: 'numeric', step: 10, ...register('calories') }}
          />
          <div className="profile__wide targets-form__suggestion" aria-live="polite">
            {suggestion === null ? (
              <p className="profile__hint">
                Give your sex, age, height, weight, exercise and goal for a suggested target.
              </p>
            ) : isPlannableCalories(suggestion) ? (
              <p>
                Your facts and goal suggest <strong>{suggestion.toLocaleString('en-US')} kcal</strong> a day.{' '}
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => set('calories', String(suggestion))}
                >
                  Use {suggestion.toLocaleString('en-US')} kcal
                </button>
              </p>
            ) : (
              // A figure no plan can be made for is shown, never used or cut down silently.
              <p>
                Your facts and goal come to <strong>{suggestion.toLocaleString('en-US')} kcal</strong> a day.{' '}
                <span className="form-message" data-tone="error">
                  {PLAN_MESSAGES.calories}
                </span>
              </p>
            )}
          </div>
        </div>
      </ProfileSection>

      <ProfileSection id="targets-food" title="Diet and macros">
        <div className="profile__grid">
          <DietField
            {...register('diet', {
              // A new diet starts from its own split.
              onChange: () => set('macros', macroSplitText(DIET_MACRO_SPLITS[getValues('diet')])),
            })}
          />
          <Field label="Meals a day">
            {(described) => (
              <select className="input" {...described} {...register('meals')}>
                {Array.from({ length: PLAN_MEALS.max }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count} {count === 1 ? 'meal' : 'meals'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="profile__wide">
            <Controller
              control={control}
              name="macros"
              render={({ field, fieldState }) => (
                <MacroSplitFields
                  legend="Macro split (percent of calories)"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => set('macros', macroSplitText(DIET_MACRO_SPLITS[diet]))}
            >
              Use the {diet} split
            </button>
          </div>
        </div>
      </ProfileSection>

      <ProfileSection
        id="targets-leave-out"
        title="What you leave out"
        hint="Plans, swaps, searches and shopping lists leave these out, including foods that may contain them."
      >
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <ExclusionsField
              allergens={field.value}
              onAllergensChange={field.onChange}
              wordsInput={register('words')}
              wordsError={errors.words?.message}
              wordsInputId={fieldId('words')}
            />
          )}
        />
      </ProfileSection>

      <ProfileSection id="targets-units" title="Shopping lists">
        <ChoiceField control={control} name="units" id="targets-units-choice" legend="Amounts in" options={UNITS} />
      </ProfileSection>

      <div className="profile__actions">
        <button type="submit" className="btn btn-primary">
          <Save size={18} aria-hidden="true" /> Save my targets
        </button>
        <p className="form-message profile__outcome" role="status" data-tone={targets.saveError ? 'error' : 'success'}>
          {targets.saveError ? 'Your targets could not be saved. Please try again.' : outcome?.text}
        </p>
      </div>
    </form>
  );
}
