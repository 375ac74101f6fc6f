import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
