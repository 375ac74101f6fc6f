import type { DragEvent, Ref, SelectHTMLAttributes } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { WEIGHT_UNITS, WORKOUT_LIMITS } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import type { WorkoutFormValues } from '../../../lib/workout-draft';
import { LastTimeHint } from './last-time-hint';

/** Whole numbers within bounds; what is empty or half typed keeps the last one, as the field shows it. */
const wholeWithin = (min: number, max: number) => (text: string, last: number | null) => {
  const parsed = Number.parseInt(text, 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : last;
};

/** A weight in quarters from 0 to the limit; none when the field is blank. */
function weightOf(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.min(WORKOUT_LIMITS.weight, Math.max(0, Math.round(value * 4) / 4)) : null;
}

type NumberName = 'sets' | 'reps' | 'repsMax' | 'seconds' | 'weight' | 'restSeconds' | 'warmUpSets';
interface NumberSpec {
  label: string;
  min: number;
  max: number;
  step: number;
  read: (text: string, last: number | null) => number | null;
}
const whole = (label: string, min: number, max: number, step = 1): NumberSpec => ({
  label,
  min,
  max,
  step,
  read: wholeWithin(min, max),
});

/** The number fields of a row: their labels, bounds (`WORKOUT_LIMITS`) and how typing is read. */
const NUMBER_FIELDS: Record<NumberName, NumberSpec> = {
  sets: whole('Sets', 1, WORKOUT_LIMITS.sets),
  reps: whole('Reps', 1, WORKOUT_LIMITS.reps),
  // Optional: blank for a fixed count of reps.
  repsMax: {
    label: 'Up to',
    min: 2,
    max: WORKOUT_LIMITS.reps,
    step: 1,
    read: (text, last) => (text.trim() === '' ? null : wholeWithin(2, WORKOUT_LIMITS.reps)(text, last)),
  },
  seconds: whole('Seconds', 1, WORKOUT_LIMITS.seconds),
  weight: { label: 'Weight', min: 0, max: WORKOUT_LIMITS.weight, step: 0.25, read: weightOf },
  restSeconds: whole('Rest (s)', 0, WORKOUT_LIMITS.restSeconds, 5),
  warmUpSets: whole('Warm-ups', 0, WORKOUT_LIMITS.warmUpSets),
};

interface NumberFieldProps {
  control: Control<WorkoutFormValues>;
  index: number;
  name: NumberName;
  error: string | undefined;
}

/** A number field of a row, given by the form; its message comes from the contract's schema. */
function NumberField({ control, index, name, error }: NumberFieldProps) {
  const { label, min, max, step, read } = NUMBER_FIELDS[name];
  return (
    <Controller
      control={control}
      name={`exercises.${index}.${name}`}
      render={({ field }) => (
        <Field label={label} className="field workout-row__field" error={error}>
          {(wiring) => (
            <input
              {...wiring}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              className="input"
              type="number"
              inputMode={step < 1 ? 'decimal' : 'numeric'}
              placeholder={step < 1 || name === 'repsMax' ? 'none' : undefined}
              {...{ min, max, step }}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(read(event.target.value, field.value))}
            />
          )}
        </Field>
      )}
    />
  );
}

interface SelectFieldProps {
  label: string;
  options: readonly string[];
  error?: string | undefined;
  select: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
}

/** A choice of a row, each option named by its value. */
function SelectField({ label, options, error, select }: SelectFieldProps) {
  return (
    <Field label={label} className="field workout-row__field" error={error}>
      {(wiring) => (
        <select {...wiring} {...select} className="input">
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface WorkoutRowProps {
  control: Control<WorkoutFormValues>;
  setValue: UseFormSetValue<WorkoutFormValues>;
  errors: FieldErrors<WorkoutFormValues>;
  index: number;
  /** Tells this row apart from others of the same exercise while they are reordered. */
  rowKey: string;
  /** The saved workout being changed, whose own sets are not its "last time". */
  savedId: string | null;
  name: string;
  count: number;
  dragging: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  onMove: (to: number, refocus: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One exercise of the workout being built: sets × reps (or seconds), weight and rest, and its place in the list. */
export function WorkoutRow(props: WorkoutRowProps) {
  const { control, setValue, errors, index, rowKey, name, count } = props;
  const seconds = useWatch({ control, name: `exercises.${index}.seconds` });
  const reps = useWatch({ control, name: `exercises.${index}.reps` });
  const measure = seconds !== null ? 'seconds' : 'reps';
  const plan = useWatch({ control, name: `exercises.${index}` });
  const date = useWatch({ control, name: 'date' });
  const problems = errors.exercises?.[index];
  const at = (field: NumberName) => `exercises.${index}.${field}` as const;
  return (
    <li
      className="workout-row"
      data-dragging={props.dragging}
      onDragOver={(e) => e.preventDefault()}
      onDrop={props.onDrop}
    >
      <span
        className="workout-row__handle"
        draggable
        title="Drag to reorder"
        aria-hidden="true"
        onDragStart={props.onDragStart}
        onDragEnd={props.onDragEnd}
      >
        <GripVertical size={18} />
      </span>
      <span className="workout-row__number" aria-hidden="true">
        {index + 1}
      </span>
      <h3 className="workout-row__name">{name}</h3>
      <div className="workout-row__fields" role="group" aria-label={`${name}: sets, reps and rest`}>
        <NumberField {...{ control, index }} name="sets" error={problems?.sets?.message} />
        <NumberField key={measure} {...{ control, index }} name={measure} error={problems?.[measure]?.message} />
        {measure === 'reps' ? (
          <NumberField {...{ control, index }} name="repsMax" error={problems?.repsMax?.message} />
        ) : null}
        <SelectField
          label="Counted in"
          options={['reps', 'seconds']}
          select={{
            value: measure,
            onChange: (event) => {
              const amount = seconds ?? reps ?? 1;
              const timed = event.target.value === 'seconds';
              setValue(at('reps'), timed ? null : Math.min(amount, WORKOUT_LIMITS.reps));
              setValue(at('repsMax'), null);
              setValue(at('seconds'), timed ? amount : null);
            },
          }}
        />
        <NumberField {...{ control, index }} name="weight" error={problems?.weight?.message} />
        <Controller
          control={control}
          name={`exercises.${index}.unit`}
          render={({ field }) => (
            <SelectField label="Unit" options={WEIGHT_UNITS} error={problems?.unit?.message} select={field} />
          )}
        />
        <NumberField {...{ control, index }} name="restSeconds" error={problems?.restSeconds?.message} />
        <NumberField {...{ control, index }} name="warmUpSets" error={problems?.warmUpSets?.message} />
      </div>
      <LastTimeHint
        plan={plan}
        workout={{ id: props.savedId ?? '', date }}
        onWeight={(weight, unit) => {
          setValue(at('weight'), weight, { shouldDirty: true });
          setValue(`exercises.${index}.unit`, unit, { shouldDirty: true });
        }}
      />
      <div className="workout-row__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name} up`}
          data-move={`${rowKey}:up`}
          disabled={index === 0}
          onClick={() => props.onMove(index - 1, 'up')}
        >
          <ArrowUp size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name} down`}
          data-move={`${rowKey}:down`}
          disabled={index === count - 1}
          onClick={() => props.onMove(index + 1, 'down')}
        >
          <ArrowDown size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={`Remove ${name}`}
          onClick={props.onRemove}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
