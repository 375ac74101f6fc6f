import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '../../../components/ui/dialog';
import { tableSizeProblem, tableSizeSchema, type TableSizeLimits } from '../../../components/meal-plans/table-size';
import { TableSizeFields } from '../../../components/meal-plans/table-size-fields';

export const TABLE_LIMITS: TableSizeLimits = { meals: { min: 1, max: 5 }, days: { min: 1, max: 7 } };
const resolver = zodResolver(tableSizeSchema(TABLE_LIMITS));

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { meals: String(meals), days: String(days) } });
  const problem = tableSizeProblem(errors);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form
        className="customize-form"
        onSubmit={handleSubmit((size) => {
          onApply(size.meals, size.days);
          onOpenChange(false);
        })}
        noValidate
      >
        <TableSizeFields
          inputs={{ meals: register('meals'), days: register('days') }}
          limits={TABLE_LIMITS}
          problem={problem ? { field: problem.field, messageId: errorId } : null}
        />
        {problem ? (
          <p id={errorId} className="form-message" data-tone="error" role="alert">
            {problem.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
