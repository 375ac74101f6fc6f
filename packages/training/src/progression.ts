import type { DoneSet, ExerciseMechanic, WeightUnit, WorkoutExercise } from '@thrive/contract';

/** The next weight up: a pair of the smallest common plates for a lift, half of it for an isolation exercise. */
export const WEIGHT_STEPS: Record<'compound' | 'isolation', Record<WeightUnit, number>> = {
  compound: { kg: 2.5, lb: 5 },
  isolation: { kg: 1.25, lb: 2.5 },
};

/** What to do next time, for the person to take or leave. */
export interface NextStep {
  kind: 'heavier' | 'more reps';
  weight: number;
  unit: WeightUnit;
  message: string;
}

/**
 * Double progression for an exercise planned with a rep range ("3 × 8–12"): when every planned set reached the top of
 * the range last time, the next weight up, back at the bottom of the range; otherwise the same weight, for more reps.
 * Nothing to suggest without a range, without a last time with weight, or when last time mixed units.
 */
export function nextStep(
  plan: Pick<WorkoutExercise, 'sets' | 'reps' | 'repsMax'>,
  last: readonly DoneSet[] | undefined,
  mechanic?: ExerciseMechanic | null,
): NextStep | undefined {
  if (plan.reps === null || plan.repsMax === null || !last?.length) return undefined;
  const weighted = last.filter((set) => set.reps !== null && set.weight);
  const unit = weighted[0]?.unit;
  if (!unit || weighted.length !== last.length || weighted.some((set) => set.unit !== unit)) return undefined;
  const weight = Math.max(...weighted.map((set) => set.weight!));
  const range = `${plan.reps}–${plan.repsMax}`;
  const allAtTop = last.length >= plan.sets && last.every((set) => set.reps! >= plan.repsMax!);
  if (allAtTop) {
    const next = weight + WEIGHT_STEPS[mechanic === 'isolation' ? 'isolation' : 'compound'][unit];
    return {
      kind: 'heavier',
      weight: next,
      unit,
      message: `Every set reached ${plan.repsMax} last time: try ${next} ${unit} for ${range} reps.`,
    };
  }
  return {
    kind: 'more reps',
    weight,
    unit,
    message: `Stay at ${weight} ${unit} and add reps until every set reaches ${plan.repsMax}.`,
  };
}
