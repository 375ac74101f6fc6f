import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DEFAULT_MEAL_ROWS, MEAL_PLAN_LIMITS } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { tableSizeProblem, tableSizeSchema, type TableSizeLimits } from '../../../components/meal-plans/table-size';
import { TableSizeFields } from '../../../components/meal-plans/table-size-fields';
import { TABLE_LIMITS, defaultRowLabel, droppedItemCount, type PlanTable } from '../plan-table';

interface CustomizeTableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: PlanTable;
  onApply: (rows: number, days: number, labels: string[]) => void;
}

const SIZE_LIMITS: TableSizeLimits = { meals: TABLE_LIMITS.rows, days: TABLE_LIMITS.days };
const SizeSchema = tableSizeSchema(SIZE_LIMITS);
const resolver = zodResolver(SizeSchema.extend({ labels: z.array(z.string()) }));

/**
 * The number of meals (rows) and days (columns), each at least 1 (docs/product.md, "Customize Table and saving"), and
 * names for the extra meals. Making the table smaller asks first when that would drop planned meals.
 */
export function CustomizeTableDialog({ open, onOpenChange, table, onApply }: CustomizeTableDialogProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      meals: String(table.rows.length),
      days: String(table.days),
      labels: Array.from({ length: TABLE_LIMITS.rows.max }, (_, index) => table.rows[index] ?? defaultRowLabel(index)),
    },
  });
  const [pendingDrop, setPendingDrop] = useState<{ rows: number; days: number; count: number } | null>(null);
  const keepEditing = () => setPendingDrop(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const problem = tableSizeProblem(errors);

  const rowCount = useWatch({
    control,
    name: 'meals',
    compute: (meals) => SizeSchema.shape.meals.safeParse(meals).data,
  });
  const extraRows = Array.from(
    { length: Math.max(0, (rowCount ?? table.rows.length) - DEFAULT_MEAL_ROWS.length) },
    (_, index) => index + DEFAULT_MEAL_ROWS.length,
  );

  useEffect(() => {
    if (pendingDrop !== null) confirmRef.current?.focus();
  }, [pendingDrop]);

  function apply(rows: number, days: number) {
    onApply(rows, days, getValues('labels').slice(0, rows));
    onOpenChange(false);
  }

  function submit({ meals, days }: { meals: number; days: number }) {
    const count = droppedItemCount(table, meals, days);
    if (count > 0) setPendingDrop({ rows: meals, days, count });
    else apply(meals, days);
  }

  const errorId = `${id}-error`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form className="customize-table" onSubmit={handleSubmit(submit)} noValidate>
        <div className="customize-table__numbers">
          <TableSizeFields
            // A change to the size asks again before meals are dropped.
            inputs={{
              meals: register('meals', { onChange: keepEditing }),
              days: register('days', { onChange: keepEditing }),
            }}
            limits={SIZE_LIMITS}
            problem={problem ? { field: problem.field, messageId: errorId } : null}
          />
        </div>
        <p className="customize-table__hint">
          Up to {TABLE_LIMITS.rows.max} meals and {TABLE_LIMITS.days.max} days. Days after Sunday are numbered.
        </p>

        {extraRows.length > 0 ? (
          <fieldset className="customize-table__labels">
            <legend>Names of the extra meals</legend>
            {extraRows.map((index) => (
              <Field
                key={index}
                label={`Meal ${index + 1}`}
                input={{
                  maxLength: MEAL_PLAN_LIMITS.maxLabelLength,
                  placeholder: defaultRowLabel(index),
                  ...register(`labels.${index}`),
                }}
              />
            ))}
          </fieldset>
        ) : null}

        <div role="status" aria-live="polite" className="customize-table__messages">
          {problem ? (
            <p id={errorId} className="form-message" data-tone="error">
              {problem.message}
            </p>
          ) : null}
          {pendingDrop !== null ? (
            <p className="form-message customize-table__warning">
              The smaller table leaves out {pendingDrop.count} planned {pendingDrop.count === 1 ? 'meal' : 'meals'}.
              Remove {pendingDrop.count === 1 ? 'it' : 'them'} and apply?
            </p>
          ) : null}
        </div>

        {pendingDrop !== null ? (
          <div className="customize-table__actions">
            <button
              ref={confirmRef}
              type="button"
              className="btn btn-primary customize-table__danger"
              onClick={() => apply(pendingDrop.rows, pendingDrop.days)}
            >
              Remove meals and apply
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setPendingDrop(null);
                setFocus('meals');
              }}
            >
              Keep editing
            </button>
          </div>
        ) : (
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
        )}
      </form>
    </Dialog>
  );
}
