import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_MEAL_ROWS, MEAL_PLAN_LIMITS } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import {
  readTableSize,
  wholeNumberIn,
  type TableSizeField,
  type TableSizeLimits,
} from '../../../components/meal-plans/table-size';
import { TableSizeFields } from '../../../components/meal-plans/table-size-fields';
import { TABLE_LIMITS, defaultRowLabel, droppedItemCount, type PlanTable } from '../plan-table';

interface CustomizeTableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: PlanTable;
  onApply: (rows: number, days: number, labels: string[]) => void;
}

const SIZE_LIMITS: TableSizeLimits = { meals: TABLE_LIMITS.rows, days: TABLE_LIMITS.days };

/**
 * The number of meals (rows) and days (columns), each at least 1 (docs/product.md, "Customize Table and saving"), and
 * names for the extra meals. Making the table smaller asks first when that would drop planned meals.
 */
export function CustomizeTableDialog({ open, onOpenChange, table, onApply }: CustomizeTableDialogProps) {
  const id = useId();
  const [size, setSize] = useState({ meals: String(table.rows.length), days: String(table.days) });
  const [labels, setLabels] = useState(() =>
    Array.from({ length: TABLE_LIMITS.rows.max }, (_, index) => table.rows[index] ?? defaultRowLabel(index)),
  );
  const [error, setError] = useState<{ field: TableSizeField; message: string } | null>(null);
  const [pendingDrop, setPendingDrop] = useState<number | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const rowsRef = useRef<HTMLInputElement>(null);

  const rowCount = wholeNumberIn(size.meals, SIZE_LIMITS.meals);
  const extraRows = Array.from(
    { length: Math.max(0, (rowCount ?? table.rows.length) - DEFAULT_MEAL_ROWS.length) },
    (_, index) => index + DEFAULT_MEAL_ROWS.length,
  );

  useEffect(() => {
    if (pendingDrop !== null) confirmRef.current?.focus();
  }, [pendingDrop]);

  function apply(rows: number, days: number) {
    onApply(rows, days, labels.slice(0, rows));
    onOpenChange(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readTableSize(size, SIZE_LIMITS);
    if (!read.ok) {
      setError({ field: read.field, message: read.message });
      return;
    }
    setError(null);
    const dropped = droppedItemCount(table, read.meals, read.days);
    if (dropped > 0) {
      setPendingDrop(dropped);
      return;
    }
    apply(read.meals, read.days);
  }

  const errorId = `${id}-error`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form className="customize-table" onSubmit={handleSubmit} noValidate>
        <div className="customize-table__numbers">
          <TableSizeFields
            values={size}
            limits={SIZE_LIMITS}
            problem={error ? { field: error.field, messageId: errorId } : null}
            mealsRef={rowsRef}
            onChange={(field, value) => {
              setSize((current) => ({ ...current, [field]: value }));
              setPendingDrop(null);
            }}
          />
        </div>
        <p className="customize-table__hint">
          Up to {TABLE_LIMITS.rows.max} meals and {TABLE_LIMITS.days.max} days. Days after Sunday are numbered.
        </p>

        {extraRows.length > 0 ? (
          <fieldset className="customize-table__labels">
            <legend>Names of the extra meals</legend>
            {extraRows.map((index) => (
              <Field key={index} label={`Meal ${index + 1}`}>
                {(control) => (
                  <input
                    className="input"
                    maxLength={MEAL_PLAN_LIMITS.maxLabelLength}
                    placeholder={defaultRowLabel(index)}
                    value={labels[index] ?? ''}
                    {...control}
                    onChange={(event) =>
                      setLabels((current) => current.map((label, at) => (at === index ? event.target.value : label)))
                    }
                  />
                )}
              </Field>
            ))}
          </fieldset>
        ) : null}

        <div role="status" aria-live="polite" className="customize-table__messages">
          {error ? (
            <p id={errorId} className="form-message" data-tone="error">
              {error.message}
            </p>
          ) : null}
          {pendingDrop !== null ? (
            <p className="form-message customize-table__warning">
              The smaller table leaves out {pendingDrop} planned {pendingDrop === 1 ? 'meal' : 'meals'}. Remove{' '}
              {pendingDrop === 1 ? 'it' : 'them'} and apply?
            </p>
          ) : null}
        </div>

        {pendingDrop !== null && rowCount !== null ? (
          <div className="customize-table__actions">
            <button
              ref={confirmRef}
              type="button"
              className="btn btn-primary customize-table__danger"
              onClick={() => {
                const days = wholeNumberIn(size.days, SIZE_LIMITS.days);
                if (days !== null) apply(rowCount, days);
              }}
            >
              Remove meals and apply
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setPendingDrop(null);
                rowsRef.current?.focus();
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
