import { describe, expect, it } from 'vitest';
import { locateSet, type Exercise, type WorkoutExercise } from '@thrive/contract';
import { keepLogs, logSet, plannedExercises } from './workouts.service';

const library = new Map<string, Exercise>(
  ['Squat', 'Plank'].map((id) => [
    id,
    {
      id,
      name: id,
      bodyPart: 'upper legs',
      equipment: 'body weight',
      image: '/x.svg',
      primaryMuscles: id === 'Plank' ? ['abdominals'] : ['quadriceps'],
      secondaryMuscles: [],
      instructions: [],
    },
  ]),
);

const plan = (): WorkoutExercise[] =>
  plannedExercises(
    [
      { exerciseId: 'Squat', sets: 3, reps: 8, unit: 'kg', restSeconds: 60 },
      { exerciseId: 'Plank', sets: 2, seconds: 30, unit: 'kg', restSeconds: 30 },
    ],
    library,
  );

describe('workouts', () => {
  it('counts sets across the workout, from 1', () => {
    const exercises = plan();
    expect([1, 3, 4, 5, 6, 0].map((n) => locateSet(exercises, n))).toEqual([
      { exercise: 0, set: 0 },
      { exercise: 0, set: 2 },
      { exercise: 1, set: 0 },
      { exercise: 1, set: 1 },
      undefined,
      undefined,
    ]);
  });

  it('takes muscles from the primary muscles', () => {
    expect(plan().map((exercise) => exercise.muscles)).toEqual([['quadriceps'], ['abdominals']]);
  });

  it('logs one set, leaving the others and the plan as they were', () => {
    const before = plan();
    const after = logSet(before, 4, { done: true, seconds: 25 });
    expect(after[1]?.log).toEqual([
      { done: true, reps: null, seconds: 25, weight: null },
      { done: false, reps: null, seconds: null, weight: null },
    ]);
    expect(after[0]).toBe(before[0]);
    expect(before[1]?.log[0]?.done).toBe(false);
    expect(logSet(after, 4, { seconds: null })[1]?.log[0]).toEqual({
      done: true,
      reps: null,
      seconds: null,
      weight: null,
    });
  });

  it('keeps the log of sets still in place when a workout changes', () => {
    const logged = logSet(logSet(plan(), 3, { done: true }), 5, { done: true });
    const [squat, plank] = plan();
    const fewerSquats = { ...squat!, sets: 2, log: squat!.log.slice(0, 2) };
    expect(keepLogs(logged, [fewerSquats, plank!]).map((e) => e.log.map((set) => set.done))).toEqual([
      [false, false],
      [false, true],
    ]);
    // An exercise moved to another place starts unlogged.
    expect(keepLogs(logged, [plank!, squat!]).flatMap((e) => e.log.map((set) => set.done))).not.toContain(true);
  });
});
