import { Field } from './field';

/** The value of the first option, which filters nothing. */
export const ALL = '';

interface FilterSelectProps {
  label: string;
  /** The first option's text, e.g. "All levels". */
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** How an option reads, when its value is not already the words to show. */
  optionLabel?: (option: string) => string;
}

/** A labelled select that narrows a list, starting from "all". */
export function FilterSelect({ label, allLabel, options, value, onChange, optionLabel }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select className="input" value={value} {...control} onChange={(event) => onChange(event.target.value)}>
          <option value={ALL}>{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
