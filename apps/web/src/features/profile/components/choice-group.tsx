import type { Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';

interface ChoiceGroupProps<T extends string> {
  /** Given to the first radio, so an error can move focus into the group. */
  id: string;
  legend: string;
  name: string;
  value: string;
  options: readonly { value: T; label: string; icon?: LucideIcon }[];
  error?: string | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  /** The first radio, which takes focus for the group (a form library's field ref fits). */
  ref?: Ref<HTMLInputElement>;
}

/** A radio group styled as tiles: Tab enters it, arrow keys move between options, as with any radio group. */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  name,
  value,
  options,
  error,
  onChange,
  onBlur,
  ref,
}: ChoiceGroupProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="profile-choice" aria-describedby={error ? errorId : undefined}>
      <legend className="profile-choice__legend">{legend}</legend>
      <div className="profile-choice__options" data-icons={options.some((option) => option.icon)}>
        {options.map((option, index) => {
          const Icon = option.icon;
          return (
            <label key={option.value} className="profile-choice__option" data-checked={option.value === value}>
              <input
                id={index === 0 ? id : undefined}
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              {Icon ? <Icon size={18} aria-hidden="true" /> : null}
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="form-message" data-tone="error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ChoiceFieldProps<F extends FieldValues, V extends FieldValues, T extends string> = Omit<
  ChoiceGroupProps<T>,
  'name' | 'value' | 'error' | 'onChange' | 'onBlur' | 'ref'
> & {
  /** The form's control: `F` is what the form holds, `V` what its resolver gives. */
  control: Control<F, unknown, V>;
  name: Path<F>;
};

/** A choice group as a form's field: its value, change, blur and ref come from the form, and so does its message. */
export function ChoiceField<F extends FieldValues, V extends FieldValues, T extends string>({
  control,
  name,
  ...group
}: ChoiceFieldProps<F, V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup<T> {...group} error={fieldState.error?.message} {...field} value={field.value as string} />
      )}
    />
  );
}
