import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** A plain input's attributes with its name, handlers and ref: a form library's `register()` spreads in. */
export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** What a field hands its control: the id its label points at, and whether and by what it is described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made up when the page has no need to know it. */
  id?: string;
  /** A note under the control; it describes the control. */
  hint?: ReactNode;
  /** An error under the control: it marks the control invalid and describes it. */
  error?: ReactNode;
  /** Marks the control invalid when its error is shown elsewhere (name that message in `describedBy`). */
  invalid?: boolean;
  /** Ids of notes elsewhere on the page that also describe the control, e.g. one hint for a whole section. */
  describedBy?: string | undefined;
  /** The wrapper's classes, in place of the standard `field`. */
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  /** Added to the error's `form-message`. */
  errorClassName?: string;
  /** A plain `input` to render as the control (class `input`), e.g. `{ type: 'email', ...register('email') }`. */
  input?: FieldInputProps;
  /** Draws any other control, spreading what it is given onto the input, select or textarea. */
  children?: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, its control, an optional hint and an optional error, wired together: the label names the
 * control, and the hint and error describe it. The hint's id is `<id>-hint`, the error's `<id>-error`.
 */
export function Field({
  label,
  id: givenId,
  hint,
  error,
  invalid = false,
  describedBy,
  className = 'field',
  labelClassName,
  hintClassName,
  errorClassName,
  input,
  children,
}: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasError = error !== undefined && error !== null && error !== '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hasHint ? hintId : undefined, describedBy, hasError ? errorId : undefined].filter(Boolean);
  const control: FieldControlProps = {
    id,
    'aria-invalid': hasError || invalid ? true : undefined,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children ? children(control) : <input className="input" {...input} {...control} />}
      {hasHint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          className={errorClassName ? `form-message ${errorClassName}` : 'form-message'}
          data-tone="error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
