import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_MEAL_ROWS, MEAL_PLAN_LIMITS } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { TABLE_LIMITS, defaultRowLabel, droppedItemCount, type PlanTable } from '../plan-table';

interface CustomizeTableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: PlanTable;
  onApply: (rows: number, days: number, labels: string[]) => void;
}

function wholeNumberIn(value: string, { min, max }: { min: number; max: number }): number | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/**
 * The number of meals (rows) and days (columns), each at least 1 (spec §5), and names for the extra
 * meals. Making the table smaller asks first when that would drop planned meals.
 */
export function CustomizeTableDialog({ open, onOpenChange, table, onApply }: CustomizeTableDialogProps) {
  const id = useId();
  const [rowsValue, setRowsValue] = useState(String(table.rows.length));
  const [daysValue, setDaysValue] = useState(String(table.days));
  const [labels, setLabels] = useState(() =>
    Array.from({ length: TABLE_LIMITS.rows.max }, (_, index) => table.rows[index] ?? defaultRowLabel(index)),
  );
  const [error, setError] = useState<{ field: 'rows' | 'days'; message: string } | null>(null);
  const [pendingDrop, setPendingDrop] = useState<number | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const rowsRef = useRef<HTMLInputElement>(null);

  const rowCount = wholeNumberIn(rowsValue, TABLE_LIMITS.rows);
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
    const rows = wholeNumberIn(rowsValue, TABLE_LIMITS.rows);
    const days = wholeNumberIn(daysValue, TABLE_LIMITS.days);
    if (rows === null) {
      setError({ field: 'rows', message: `Meals must be a whole number from 1 to ${TABLE_LIMITS.rows.max}.` });
      return;
    }
    if (days === null) {
      setError({ field: 'days', message: `Days must be a whole number from 1 to ${TABLE_LIMITS.days.max}.` });
      return;
    }
    setError(null);
    const dropped = droppedItemCount(table, rows, days);
    if (dropped > 0) {
      setPendingDrop(dropped);
      return;
    }
    apply(rows, days);
  }

  const errorId = `${id}-error`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Customize Table" size="small">
      <form className="customize-table" onSubmit={handleSubmit} noValidate>
        <div className="customize-table__numbers">
          <Field
            label="Meals a day"
            invalid={error?.field === 'rows'}
            describedBy={error?.field === 'rows' ? errorId : undefined}
          >
            {(control) => (
              <input
                ref={rowsRef}
                className="input"
                type="number"
                inputMode="numeric"
                min={TABLE_LIMITS.rows.min}
                max={TABLE_LIMITS.rows.max}
                value={rowsValue}
                {...control}
                onChange={(event) => {
                  setRowsValue(event.target.value);
                  setPendingDrop(null);
                }}
              />
            )}
          </Field>
          <Field
            label="Days"
            invalid={error?.field === 'days'}
            describedBy={error?.field === 'days' ? errorId : undefined}
          >
            {(control) => (
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={TABLE_LIMITS.days.min}
                max={TABLE_LIMITS.days.max}
                value={daysValue}
                {...control}
                onChange={(event) => {
                  setDaysValue(event.target.value);
                  setPendingDrop(null);
                }}
              />
            )}
          </Field>
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
                const days = wholeNumberIn(daysValue, TABLE_LIMITS.days);
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
