import { useRef, useState, type FormEvent } from 'react';
import { PLAN_CALORIES, PLAN_EXCLUDE } from '@thrive/contract';
import { DIETS } from '@thrive/nutrition';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { CaloriesField } from '../../../components/meal-plans/calories-field';
import type { MealPreferences } from '../../../lib/meal-preferences';
import type { PlanSettings } from '../../../lib/plan-generator/plan-settings';
import {
  planSettingsValues,
  readPlanSettingsForm,
  type PlanSettingsErrors,
  type PlanSettingsValues,
} from '../plan-settings-form';

interface PlanSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PlanSettings;
  onApply: (preferences: Required<MealPreferences>) => void;
}

/** Calories a day, diet and ingredients to leave out; nothing leaves the form until all three are right. */
export function PlanSettingsDialog({ open, onOpenChange, settings, onApply }: PlanSettingsDialogProps) {
  const [values, setValues] = useState(() => planSettingsValues(settings));
  const [errors, setErrors] = useState<PlanSettingsErrors>({});
  const caloriesRef = useRef<HTMLInputElement>(null);
  const excludeRef = useRef<HTMLInputElement>(null);
  function change(patch: Partial<PlanSettingsValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A message about a value goes once the value is being changed; Apply checks it again.
    setErrors(({ calories, exclude }) => ({
      calories: 'calories' in patch ? undefined : calories,
      exclude: 'exclude' in patch ? undefined : exclude,
    }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPlanSettingsForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      (read.errors.calories ? caloriesRef : excludeRef).current?.focus();
      return;
    }
    setErrors({});
    onApply(read.preferences);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Your plan settings" size="small">
      <form className="plan-settings-form" onSubmit={handleSubmit} noValidate>
        <CaloriesField
          value={values.calories}
          onChange={(calories) => change({ calories })}
          hint={`From ${PLAN_CALORIES.min} to ${PLAN_CALORIES.max.toLocaleString('en-US')}.`}
          error={errors.calories}
          inputRef={caloriesRef}
        />
        <Field label="Diet">
          {(control) => (
            <select
              className="input"
              value={values.diet}
              {...control}
              onChange={(event) => change({ diet: DIETS.find((diet) => diet === event.target.value) ?? 'Anything' })}
            >
              {DIETS.map((diet) => (
                <option key={diet} value={diet}>
                  {diet === 'Anything' ? 'Anything (a healthy mix)' : diet}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Leave out"
          hint={`Ingredients separated by commas, e.g. peanuts, mushrooms (up to ${PLAN_EXCLUDE.terms}).`}
          error={errors.exclude}
        >
          {(control) => (
            <input
              ref={excludeRef}
              className="input"
              type="text"
              autoComplete="off"
              value={values.exclude}
              {...control}
              onChange={(event) => change({ exclude: event.target.value })}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
