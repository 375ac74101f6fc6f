import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PLAN_CALORIES, type Targets } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { CaloriesField } from '../../../components/meal-plans/calories-field';
import { ExclusionsField } from '../../../components/meal-plans/exclusions-field';
import { DietField } from '../../../components/meal-plans/diet-field';
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
  /** The targets in force, which the form starts from. */
  settings: PlanSettings;
  onApply: (targets: Targets) => void;
}

/** Calories a day, diet and what to leave out, saved as the person's targets; nothing leaves until all are right. */
export function PlanSettingsDialog({ open, onOpenChange, settings, onApply }: PlanSettingsDialogProps) {
  const [values, setValues] = useState(() => planSettingsValues(settings));
  const [errors, setErrors] = useState<PlanSettingsErrors>({});
  const caloriesRef = useRef<HTMLInputElement>(null);
  const wordsId = 'plan-settings-words';
  function change(patch: Partial<PlanSettingsValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A message about a value goes once the value is being changed; Apply checks it again.
    setErrors(({ calories, words }) => ({
      calories: 'calories' in patch ? undefined : calories,
      words: 'words' in patch ? undefined : words,
    }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPlanSettingsForm(values, settings);
    if (!read.ok) {
      setErrors(read.errors);
      if (read.errors.calories) caloriesRef.current?.focus();
      else document.getElementById(wordsId)?.focus();
      return;
    }
    setErrors({});
    onApply(read.targets);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Your plan settings">
      <form className="plan-settings-form" onSubmit={handleSubmit} noValidate>
        <CaloriesField
          value={values.calories}
          onChange={(calories) => change({ calories })}
          hint={`From ${PLAN_CALORIES.min} to ${PLAN_CALORIES.max.toLocaleString('en-US')}.`}
          error={errors.calories}
          inputRef={caloriesRef}
        />
        <DietField value={values.diet} onChange={(diet) => change({ diet })} />
        <ExclusionsField
          allergens={values.allergens}
          onAllergensChange={(allergens) => change({ allergens })}
          wordsText={values.words}
          onWordsTextChange={(words) => change({ words })}
          wordsError={errors.words}
          wordsInputId={wordsId}
        />
        <p className="plan-settings-form__more">
          Your macro split, meals a day and more are in <Link to="/profile/targets">My targets</Link>.
        </p>
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
