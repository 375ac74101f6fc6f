import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { readTableSize, type TableSizeField, type TableSizeLimits } from '../../../components/meal-plans/table-size';
import { TableSizeFields } from '../../../components/meal-plans/table-size-fields';

export const TABLE_LIMITS: TableSizeLimits = { meals: { min: 1, max: 5 }, days: { min: 1, max: 7 } };

interface CustomizeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  meals: number;
  days: number;
  onApply: (meals: number, days: number) => void;
}

/** The meal count (rows) and day count (columns) of the table, each at least 1. */
export function CustomizeDialog({ open, onOpenChange, meals, days, onApply }: CustomizeDialogProps) {
  const errorId = useId();
  const [values, setValues] = useState({ meals: String(meals), days: String(days) });
  const [error, setError] = useState<{ field: TableSizeField; message: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const size = readTableSize(values, TABLE_LIMITS);
    if (!size.ok) return setError({ field: size.field, message: size.message });
    setError(null);
    onApply(size.meals, size.days);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form className="customize-form" onSubmit={handleSubmit} noValidate>
        <TableSizeFields
          values={values}
          limits={TABLE_LIMITS}
          problem={error ? { field: error.field, messageId: errorId } : null}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        {error ? (
          <p id={errorId} className="form-message" data-tone="error" role="alert">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
