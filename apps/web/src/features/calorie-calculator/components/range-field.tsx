import { useId, type CSSProperties, type Ref } from 'react';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** What the value reads as, e.g. "180 cm" or "5 ft 11 in". */
  display: string;
  onChange: (value: number) => void;
  /** The form's handle on the input (React Hook Form's `field`), so a refused value can take focus. */
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled slider showing its value; arrows, Page Up/Down, Home and End move it. */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  display,
  onChange,
  name,
  onBlur,
  inputRef,
}: RangeFieldProps) {
  const id = useId();
  return (
    <div className="range-field">
      <div className="range-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="range-field__value">
          {display}
        </output>
      </div>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="range"
        className="range-field__input"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        style={{ '--fill': `${((value - min) / (max - min)) * 100}%` } as CSSProperties}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        onBlur={onBlur}
      />
      <div className="range-field__bounds" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
