import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';

export const TABLE_LIMITS = { meals: { min: 1, max: 5 }, days: { min: 1, max: 7 } } as const;

interface CustomizeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  meals: number;
  days: number;
  onApply: (meals: number, days: number) => void;
}

/** The meal count (rows) and day count (columns) of the table, each at least 1. */
export function CustomizeDialog({ open, onOpenChange, meals, days, onApply }: CustomizeDialogProps) {
  const [mealsValue, setMealsValue] = useState(String(meals));
  const [daysValue, setDaysValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const m = Number(mealsValue);
    const d = Number(daysValue);
    const { meals: ml, days: dl } = TABLE_LIMITS;
    if (!Number.isInteger(m) || m < ml.min || m > ml.max)
      return setError(`Meals must be a whole number from ${ml.min} to ${ml.max}.`);
    if (!Number.isInteger(d) || d < dl.min || d > dl.max)
      return setError(`Days must be a whole number from ${dl.min} to ${dl.max}.`);
    setError(null);
    onApply(m, d);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form className="customize-form" onSubmit={handleSubmit} noValidate>
        <Field label="Meals a day">
          {(control) => (
            <input
              className="input"
              type="number"
              min={TABLE_LIMITS.meals.min}
              max={TABLE_LIMITS.meals.max}
              value={mealsValue}
              {...control}
              onChange={(event) => setMealsValue(event.target.value)}
            />
          )}
        </Field>
        <Field label="Days">
          {(control) => (
            <input
              className="input"
              type="number"
              min={TABLE_LIMITS.days.min}
              max={TABLE_LIMITS.days.max}
              value={daysValue}
              {...control}
              onChange={(event) => setDaysValue(event.target.value)}
            />
          )}
        </Field>
        {error ? (
          <p className="form-message" data-tone="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
