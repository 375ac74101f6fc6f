import type { ReactNode, Ref } from 'react';
import { PLAN_CALORIES } from '@thrive/contract';
import { Field } from '../ui/field';

interface CaloriesFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  /** The input, for a form that sends focus back to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * "Calories a day" for a plan: a number within what a plan can be made for (docs/product.md, "The calorie rule": 500 to
 * 5,000).
 */
export function CaloriesField({ value, onChange, error, hint, inputRef }: CaloriesFieldProps) {
  return (
    <Field label="Calories a day" hint={hint} error={error}>
      {(control) => (
        <input
          ref={inputRef}
          className="input"
          type="number"
          inputMode="numeric"
          min={PLAN_CALORIES.min}
          max={PLAN_CALORIES.max}
          step={50}
          value={value}
          {...control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
