import { Minus, Plus } from 'lucide-react';

interface ServingsStepperProps {
  servings: number;
  onChange: (servings: number) => void;
  min?: number;
  max?: number;
}

export function ServingsStepper({ servings, onChange, min = 1, max = 24 }: ServingsStepperProps) {
  return (
    <div className="servings-stepper" role="group" aria-label="Servings">
      <button
        type="button"
        className="servings-stepper__button"
        aria-label="Fewer servings"
        disabled={servings <= min}
        onClick={() => onChange(servings - 1)}
      >
        <Minus size={18} aria-hidden="true" />
      </button>
      <output className="servings-stepper__value" aria-live="polite">
        {servings} {servings === 1 ? 'serving' : 'servings'}
      </output>
      <button
        type="button"
        className="servings-stepper__button"
        aria-label="More servings"
        disabled={servings >= max}
        onClick={() => onChange(servings + 1)}
      >
        <Plus size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
