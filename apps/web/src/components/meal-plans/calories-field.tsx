import type { ReactNode } from 'react';
import { PLAN_CALORIES } from '@thrive/contract';
import { Field, type FieldInputProps } from '../ui/field';

/** The input's name, handlers and ref (a form library's `register` fits), with the field's hint and error. */
interface CaloriesFieldProps extends Omit<FieldInputProps, 'type' | 'min' | 'max' | 'step'> {
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * "Calories a day" for a plan: a number within what a plan can be made for (docs/product.md, "The calorie rule": 500 to
 * 5,000).
 */
export function CaloriesField({ error, hint, ...input }: CaloriesFieldProps) {
  return (
    <Field
      label="Calories a day"
      hint={hint}
      error={error}
      input={{
        type: 'number',
        inputMode: 'numeric',
        min: PLAN_CALORIES.min,
        max: PLAN_CALORIES.max,
        step: 50,
        ...input,
      }}
    />
  );
}
