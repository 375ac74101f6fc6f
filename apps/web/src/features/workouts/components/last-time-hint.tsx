import { useEffect, useRef, useState } from 'react';
import { History, TrendingUp } from 'lucide-react';
import type { PlannedExercise, WeightUnit, Workout } from '@thrive/contract';
import { nextStep, setWeightKg } from '@thrive/training';
import { useExercise } from '../../../lib/exercises/exercise-api';
import { localIsoDate } from '../../../lib/local-date';
import { useAuth } from '../../../lib/session';
import { useExerciseHistory } from '../../../lib/training/training-api';
import { describeSets } from '../../../lib/training/training-text';
import { lastTime } from '../../../lib/training/workout-history';

interface LastTimeHintProps {
  plan: Pick<PlannedExercise, 'exerciseId' | 'sets' | 'reps' | 'repsMax' | 'weight' | 'unit'>;
  /** The workout being built: its date, and its id once saved ('' before). */
  workout: Pick<Workout, 'id' | 'date'>;
  onWeight: (weight: number, unit: WeightUnit) => void;
}

/**
 * Under a row of the builder, for a signed-in person who did the exercise before: last time's sets and, for a rep
 * range, the next step. A row without a weight starts from last time's heaviest (its unit too); the person decides
 * on the next step.
 */
export function LastTimeHint({ plan, workout, onWeight }: LastTimeHintProps) {
  const { user } = useAuth();
  const [today] = useState(localIsoDate);
  const history = useExerciseHistory(plan.exerciseId, today, Boolean(user));
  const last = history.data ? lastTime(history.data.sessions, workout) : undefined;
  // Whether it is an isolation exercise (smaller steps), asked only once there is a step to take.
  const library = useExercise(plan.exerciseId, Boolean(last && plan.repsMax));
  const weighted = last?.sets.filter((set) => set.weight);
  const heaviest = weighted?.length ? weighted.reduce((a, b) => (setWeightKg(b) > setWeightKg(a) ? b : a)) : undefined;
  const blank = plan.weight === null;

  // Once, when last time is known: a weight the person clears afterwards stays cleared.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !heaviest) return;
    prefilled.current = true;
    if (blank) onWeight(heaviest.weight!, heaviest.unit);
  }, [heaviest, blank, onWeight]);

  if (!last) return null;
  const step = nextStep(plan, last.sets, library.data?.mechanic);
  return (
    <div className="workout-row__hint">
      <p>
        <History size={14} aria-hidden="true" /> Last time: {describeSets(last.sets)}
      </p>
      {step ? (
        <p>
          <TrendingUp size={14} aria-hidden="true" /> <span>Next step: {step.message}</span>
          {plan.weight !== step.weight || plan.unit !== step.unit ? (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => onWeight(step.weight, step.unit)}>
              Use {step.weight} {step.unit}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
