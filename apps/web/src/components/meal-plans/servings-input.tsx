import type { InputHTMLAttributes } from 'react';
import { PLAN_SERVINGS } from '@thrive/contract';

type ServingsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step'>;

/** The servings of a planned meal as a number input, held to the plan's limits (a quarter to 20, in quarters). */
export function ServingsInput(props: ServingsInputProps) {
  return (
    <input
      className="input"
      type="number"
      inputMode="decimal"
      min={PLAN_SERVINGS.min}
      max={PLAN_SERVINGS.max}
      step={PLAN_SERVINGS.step}
      {...props}
    />
  );
}
