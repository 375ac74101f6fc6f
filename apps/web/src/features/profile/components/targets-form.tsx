import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Save } from 'lucide-react';
import { PLAN_MEALS, PLAN_MESSAGES, type Goal, type Sex, type UnitSystem } from '@thrive/contract';
import { DIET_MACRO_SPLITS, isPlannableCalories } from '@thrive/nutrition';
import { Field } from '../../../components/ui/field';
import { ExclusionsField } from '../../../components/meal-plans/exclusions-field';
import { DietField } from '../../../components/meal-plans/diet-field';
import { MacroSplitFields, macroSplitText } from '../../../components/meal-plans/macro-split-fields';
import type { TargetsState } from '../../../lib/targets/use-targets';
import { ChoiceGroup } from './choice-group';
import {
  readTargetsForm,
  suggestedCalories,
  targetsFormValues,
  TARGETS_FIELDS,
  weeklyRates,
  type TargetsErrors,
  type TargetsField,
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

const fieldId = (field: TargetsField) => `targets-${field}`;
const focusFirst = (errors: TargetsErrors) => {
  const first = TARGETS_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
};

/** Every target in one form, stored as one change when it is saved (docs/product.md, "My targets"). */
export function TargetsForm({ targets }: { targets: TargetsState }) {
  const [initial] = useState(() => targetsFormValues(targets.targets, targets.resolved));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TargetsErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const suggestion = suggestedCalories(values);

  function change(patch: Partial<TargetsFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key === 'allergens' ? 'words' : (key as TargetsField)];
      return next;
    });
    setStatus(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readTargetsForm(values, initial);
    if (!read.ok) {
      flushSync(() => setErrors(read.errors));
      focusFirst(read.errors);
      return;
    }
    setErrors({});
    targets.save(read.targets);
    setStatus(
      targets.storedWith === 'account'
        ? 'Your targets are saved with your account, for every device.'
        : 'Your targets are kept in this browser. Sign in to keep them with your account.',
    );
  }

  const number = (field: 'age' | 'height' | 'weight' | 'activity', label: ReactNode, hint?: string) => (
    <Field id={fieldId(field)} label={label} hint={hint} error={errors[field]} hintClassName="profile__hint">
      {(control) => (
        <input
          className="input"
          type="number"
          inputMode="decimal"
          step="any"
          value={values[field]}
          {...control}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="card targets-form" onSubmit={handleSubmit} noValidate aria-label="My targets">
      <section className="profile__section" aria-labelledby="targets-you">
        <h2 id="targets-you" className="profile__section-title">
          About you
        </h2>
        <p className="profile__hint profile__section-hint">
          The calorie calculator and your suggested target use these. Leave any blank you would rather not give.
        </p>
        <div className="profile__grid">
          <div className="profile__wide">
            <ChoiceGroup<Sex>
              id="targets-sex"
              legend="Sex (for the energy equation)"
              name="sex"
              value={values.sex}
              options={SEXES}
              onChange={(sex) => change({ sex })}
            />
          </div>
          {number('age', 'Age (years)', '13 to 100.')}
          {number('activity', 'Exercise (hours a week)', '0 to 50.')}
          {number('height', 'Height (cm)', '80 to 250.')}
          {number('weight', 'Weight (kg)', '40 to 200.')}
        </div>
      </section>

      <section className="profile__section" aria-labelledby="targets-goal">
        <h2 id="targets-goal" className="profile__section-title">
          Goal and calories
        </h2>
        <div className="profile__grid">
          <div className="profile__wide">
            <ChoiceGroup<Goal>
              id="targets-goal-choice"
              legend="Goal"
              name="goal"
              value={values.goal}
              options={GOALS}
              onChange={(goal) =>
                change({ goal, weeklyRate: goal === 'maintain' ? '' : String(goal === 'lose' ? 0.5 : 0.3) })
              }
            />
          </div>
          {values.goal && values.goal !== 'maintain' ? (
            <Field label={`${values.goal === 'lose' ? 'Lose' : 'Gain'} per week`}>
              {(control) => (
                <select
                  className="input"
                  value={values.weeklyRate}
                  {...control}
                  onChange={(event) => change({ weeklyRate: event.target.value })}
                >
                  {weeklyRates(values.goal as 'lose' | 'gain', values.weeklyRate).map((rate) => (
                    <option key={rate} value={rate}>
                      {rate} kg a week
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field
            id={fieldId('calories')}
            label="Calories a day"
            hint="From 500 to 5,000."
            error={errors.calories}
            hintClassName="profile__hint"
          >
            {(control) => (
              <input
                className="input"
                type="number"
                inputMode="numeric"
                step={10}
                value={values.calories}
                {...control}
                onChange={(event) => change({ calories: event.target.value })}
              />
            )}
          </Field>
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
                  onClick={() => change({ calories: String(suggestion) })}
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
      </section>

      <section className="profile__section" aria-labelledby="targets-food">
        <h2 id="targets-food" className="profile__section-title">
          Diet and macros
        </h2>
        <div className="profile__grid">
          <DietField
            value={values.diet}
            // A new diet starts from its own split.
            onChange={(diet) => change({ diet, macros: macroSplitText(DIET_MACRO_SPLITS[diet]) })}
          />
          <Field label="Meals a day">
            {(control) => (
              <select
                className="input"
                value={values.meals}
                {...control}
                onChange={(event) => change({ meals: event.target.value })}
              >
                {Array.from({ length: PLAN_MEALS.max }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count} {count === 1 ? 'meal' : 'meals'}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="profile__wide" id={fieldId('macros')} tabIndex={-1}>
            <MacroSplitFields
              legend="Macro split (percent of calories)"
              value={values.macros}
              onChange={(macros) => change({ macros })}
              error={errors.macros}
            />
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => change({ macros: macroSplitText(DIET_MACRO_SPLITS[values.diet]) })}
            >
              Use the {values.diet} split
            </button>
          </div>
        </div>
      </section>

      <section className="profile__section" aria-labelledby="targets-leave-out">
        <h2 id="targets-leave-out" className="profile__section-title">
          What you leave out
        </h2>
        <p className="profile__hint profile__section-hint">
          Plans, swaps, searches and shopping lists leave these out, including foods that may contain them.
        </p>
        <ExclusionsField
          allergens={values.allergens}
          onAllergensChange={(allergens) => change({ allergens })}
          wordsText={values.words}
          onWordsTextChange={(words) => change({ words })}
          wordsError={errors.words}
          wordsInputId={fieldId('words')}
        />
      </section>

      <section className="profile__section" aria-labelledby="targets-units">
        <h2 id="targets-units" className="profile__section-title">
          Shopping lists
        </h2>
        <ChoiceGroup<UnitSystem>
          id="targets-units-choice"
          legend="Amounts in"
          name="units"
          value={values.units}
          options={UNITS}
          onChange={(units) => change({ units })}
        />
      </section>

      <div className="profile__actions">
        <button type="submit" className="btn btn-primary">
          <Save size={18} aria-hidden="true" /> Save my targets
        </button>
        <p className="form-message profile__outcome" role="status" data-tone={targets.saveError ? 'error' : 'success'}>
          {targets.saveError ? 'Your targets could not be saved. Please try again.' : status}
        </p>
      </div>
    </form>
  );
}
