import { useForm, useWatch } from 'react-hook-form';
import { Check, Timer } from 'lucide-react';
import type { WeightUnit } from '@thrive/contract';
import { BAR_WEIGHT, barLoad } from '@thrive/training';

interface SetFormProps {
  title: string;
  plan: string;
  timed: boolean;
  unit: WeightUnit;
  /** Lifted on a barbell: the plates for each side are shown as the weight is typed. */
  barbell?: boolean;
  amount: number;
  weight: number | null;
  pending: boolean;
  error: string | null;
  onLog: (amount: number, weight: number | null) => void;
  /** For a timed set: counts the seconds down, and logs the set when they are up. */
  onHold?: ((seconds: number, weight: number | null) => void) | undefined;
}

/**
 * The current set: what was planned, and the reps (or seconds) and weight actually done. Nothing typed is
 * refused: a blank or unreadable amount logs the planned one, and a weight is kept in quarters from 0 (none
 * when blank).
 */
export function SetForm({
  title,
  plan,
  timed,
  unit,
  amount: planned,
  weight: plannedWeight,
  pending,
  error,
  onLog,
  onHold,
  barbell = false,
}: SetFormProps) {
  const { register, handleSubmit, control } = useForm({
    defaultValues: { amount: String(planned), weight: plannedWeight === null ? '' : String(plannedWeight) },
  });
  const typedWeight = useWatch({ control, name: 'weight' });
  /** What was typed, read as the form promises: the planned amount for a blank, a weight in quarters or none. */
  const read = (typed: { amount: string; weight: string }) => {
    const kilos = Number.parseFloat(typed.weight);
    return [
      Math.max(1, Math.round(Number(typed.amount) || planned)),
      Number.isFinite(kilos) ? Math.max(0, Math.round(kilos * 4) / 4) : null,
    ] as const;
  };
  return (
    <form className="set" onSubmit={handleSubmit((typed) => onLog(...read(typed)))}>
      <p className="set__title">{title}</p>
      <p className="set__plan">Planned: {plan}</p>
      <div className="set__fields">
        <label className="field">
          <span>{timed ? 'Seconds done' : 'Reps done'}</span>
          <input className="input" type="number" inputMode="numeric" min={1} {...register('amount')} />
        </label>
        <label className="field">
          <span>Weight ({unit})</span>
          <input
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.25}
            placeholder="none"
            {...register('weight')}
          />
        </label>
      </div>
      {barbell ? <PlatesLine weight={Number.parseFloat(typedWeight)} unit={unit} /> : null}
      {onHold ? (
        <button
          type="button"
          className="btn btn-primary set__log"
          disabled={pending}
          onClick={handleSubmit((typed) => onHold(...read(typed)))}
        >
          <Timer size={18} aria-hidden="true" /> Start the timer
        </button>
      ) : null}
      <button type="submit" className={`btn ${onHold ? 'btn-secondary' : 'btn-primary'} set__log`} disabled={pending}>
        <Check size={18} aria-hidden="true" /> {pending ? 'Logging…' : 'Log set'}
      </button>
      {error ? (
        <p className="form-message" data-tone="error" role="alert">
          The set was not logged: {error}
        </p>
      ) : null}
    </form>
  );
}

/** "Each side of the 20 kg bar: 20 + 1.25 kg", for the weight typed. */
function PlatesLine({ weight, unit }: { weight: number; unit: WeightUnit }) {
  const load = Number.isFinite(weight) ? barLoad(weight, unit) : undefined;
  return (
    <p className="set__plates" aria-live="polite">
      {load
        ? `Each side of the ${load.bar} ${unit} bar: ${load.perSide.join(' + ') || 'no plates'} ${unit}` +
          (load.shortPerSide > 0 ? `, and ${load.shortPerSide} ${unit} the plates cannot make` : '')
        : weight > 0
          ? `The bar alone is ${BAR_WEIGHT[unit]} ${unit}.`
          : null}
    </p>
  );
}
