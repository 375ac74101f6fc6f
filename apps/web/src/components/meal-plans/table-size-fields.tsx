import type { Ref } from 'react';
import { Field } from '../ui/field';
import type { TableSizeField, TableSizeLimits, TableSizeValues } from './table-size';

const FIELDS: readonly { field: TableSizeField; label: string }[] = [
  { field: 'meals', label: 'Meals a day' },
  { field: 'days', label: 'Days' },
];

interface TableSizeFieldsProps {
  values: TableSizeValues;
  limits: TableSizeLimits;
  onChange: (field: TableSizeField, value: string) => void;
  /** The field whose value was refused, and the id of the message that says why. */
  problem?: { field: TableSizeField; messageId: string } | null;
  /** The meals input, for a dialog that sends focus back to it. */
  mealsRef?: Ref<HTMLInputElement>;
}

/** The "Meals a day" and "Days" inputs of a dialog that resizes a meal plan table. */
export function TableSizeFields({ values, limits, onChange, problem, mealsRef }: TableSizeFieldsProps) {
  return FIELDS.map(({ field, label }) => (
    <Field
      key={field}
      label={label}
      invalid={problem?.field === field}
      describedBy={problem?.field === field ? problem.messageId : undefined}
    >
      {(control) => (
        <input
          ref={field === 'meals' ? mealsRef : undefined}
          className="input"
          type="number"
          inputMode="numeric"
          min={limits[field].min}
          max={limits[field].max}
          value={values[field]}
          {...control}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  ));
}
