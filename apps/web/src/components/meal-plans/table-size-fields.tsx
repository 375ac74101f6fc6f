import { Field, type FieldInputProps } from '../ui/field';
import type { TableSizeField, TableSizeLimits } from './table-size';

const FIELDS: readonly { field: TableSizeField; label: string }[] = [
  { field: 'meals', label: 'Meals a day' },
  { field: 'days', label: 'Days' },
];

interface TableSizeFieldsProps {
  /** Each input's name, handlers and ref: a form library's `register` for the field fits. */
  inputs: Record<TableSizeField, FieldInputProps>;
  limits: TableSizeLimits;
  /** The field whose value was refused, and the id of the message that says why. */
  problem?: { field: TableSizeField; messageId: string } | null;
}

/** The "Meals a day" and "Days" inputs of a dialog that resizes a meal plan table. */
export function TableSizeFields({ inputs, limits, problem }: TableSizeFieldsProps) {
  return FIELDS.map(({ field, label }) => (
    <Field
      key={field}
      label={label}
      invalid={problem?.field === field}
      describedBy={problem?.field === field ? problem.messageId : undefined}
      input={{ type: 'number', inputMode: 'numeric', min: limits[field].min, max: limits[field].max, ...inputs[field] }}
    />
  ));
}
