import { Check } from 'lucide-react';
import type { Workout } from '@thrive/contract';
import { warmUpSets } from '@thrive/training';
import { followSavedVersion } from '../../../lib/workout-draft';
import { useLogWarmUps } from '../../../lib/workouts/workouts-api';

interface WarmUpsProps {
  workout: Workout;
  /** The exercise's place in the workout, from 0. */
  index: number;
  /** The working weight the warm-ups ramp up to: the one the set form starts from. */
  weight: number | null;
  barbell: boolean;
}

/**
 * An exercise's warm-up sets in follow mode, ramping up to the working weight; each is ticked off in order ("Done") and
 * kept with the workout, but never counted in volume or records.
 */
export function WarmUps({ workout, index, weight, barbell }: WarmUpsProps) {
  const exercise = workout.exercises[index]!;
  const log = useLogWarmUps(workout.id);
  const sets = warmUpSets(exercise.warmUpSets, weight, exercise.unit, barbell);
  if (sets.length === 0) return null;
  return (
    <section className="warm-ups" aria-label={`Warm-up sets of ${exercise.name}`}>
      <p className="warm-ups__title">
        Warm-up <span>(not counted in volume or records)</span>
      </p>
      <ol className="warm-ups__list">
        {sets.map((set, at) => {
          const done = at < exercise.warmUpsDone;
          const text = `${set.reps} × ${set.weight ? `${set.weight} ${exercise.unit}` : 'no weight'}`;
          return (
            <li key={at} data-done={done}>
              <span>
                {text}
                {done ? <span className="visually-hidden"> (done)</span> : null}
              </span>
              {done ? (
                <Check size={16} aria-hidden="true" />
              ) : at === exercise.warmUpsDone ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={log.isPending}
                  aria-label={`Warm-up ${at + 1} done: ${text}`}
                  onClick={() =>
                    log.mutate({ index: index + 1, done: at + 1 }, { onSuccess: (saved) => followSavedVersion(saved) })
                  }
                >
                  Done
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {log.isError ? (
        <p className="form-message" data-tone="error" role="alert">
          The warm-up was not logged: {log.error.message}
        </p>
      ) : null}
    </section>
  );
}
