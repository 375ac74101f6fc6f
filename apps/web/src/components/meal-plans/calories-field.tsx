import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { PLAN_CALORIES } from '@thrive/contract';
import { Field } from '../ui/field';

interface CaloriesFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step'> {
  error?: ReactNode;
  hint?: ReactNode;
  /** The input, for a form that sends focus to it (a form library's `register` fits, ref and all). */
  ref?: Ref<HTMLInputElement>;
}

/** "Calories a day" for a plan: a number within what a plan can be made for (spec §5: 500 to 5000). */
export function CaloriesField({ error, hint, ...input }: CaloriesFieldProps) {
  return (
    <Field label="Calories a day" hint={hint} error={error}>
      {(described) => (
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={PLAN_CALORIES.min}
          max={PLAN_CALORIES.max}
          step={50}
          {...described}
          {...input}
        />
      )}
    </Field>
  );
}
