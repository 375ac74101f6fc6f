import { useForm } from 'react-hook-form';
import { Check } from 'lucide-react';

interface SetFormProps {
  title: string;
  plan: string;
  timed: boolean;
  unit: string;
  amount: number;
  weight: number | null;
  pending: boolean;
  error: string | null;
  onLog: (amount: number, weight: number | null) => void;
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
}: SetFormProps) {
  const { register, handleSubmit } = useForm({
    defaultValues: { amount: String(planned), weight: plannedWeight === null ? '' : String(plannedWeight) },
  });
  return (
    <form
      className="set"
      onSubmit={handleSubmit(({ amount, weight }) => {
        const kilos = Number.parseFloat(weight);
        onLog(
          Math.max(1, Math.round(Number(amount) || planned)),
          Number.isFinite(kilos) ? Math.max(0, Math.round(kilos * 4) / 4) : null,
        );
      })}
    >
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
      <button type="submit" className="btn btn-primary set__log" disabled={pending}>
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
