import { beforeEach, describe, expect, it } from 'vitest';
import { WorkoutInputSchema } from '@thrive/contract';
import { DEVICE_KEYS } from './device-keys';
import {
  addToWorkoutDraft,
  followSavedVersion,
  plannedExerciseOf,
  parseDraft,
  readWorkoutDraft,
  writeWorkoutDraft,
} from './workout-draft';

describe('the workout draft', () => {
  beforeEach(() => localStorage.clear());

  it('starts a draft with the first exercise added, and adds the next at the end', () => {
    expect(readWorkoutDraft()).toBeNull();
    addToWorkoutDraft({ id: 'Goblet_Squat', name: 'Goblet Squat', category: 'strength' });
    addToWorkoutDraft({ id: 'Plank', name: 'Plank', category: 'strength' });
    const draft = readWorkoutDraft()!;
    expect(draft.exercises.map((exercise) => [exercise.name, exercise.reps, exercise.seconds])).toEqual([
      ['Goblet Squat', 10, null],
      ['Plank', null, 30],
    ]);
    expect(parseDraft(JSON.parse(localStorage.getItem(DEVICE_KEYS.workoutDraft)!))).toEqual(draft);
  });

  it('holds what the API takes: reps or seconds, never both', () => {
    const exercises = [
      plannedExerciseOf({ id: 'Pushups', name: 'Pushups' }),
      plannedExerciseOf({ id: 'Cat_Stretch', name: 'Cat Stretch', category: 'stretching' }),
    ];
    expect(exercises).toEqual([
      {
        exerciseId: 'Pushups',
        name: 'Pushups',
        sets: 3,
        reps: 10,
        repsMax: null,
        seconds: null,
        weight: null,
        unit: 'kg',
        restSeconds: 60,
        warmUpSets: 0,
      },
      {
        exerciseId: 'Cat_Stretch',
        name: 'Cat Stretch',
        sets: 3,
        reps: null,
        repsMax: null,
        seconds: 30,
        weight: null,
        unit: 'kg',
        restSeconds: 30,
        warmUpSets: 0,
      },
    ]);
    expect(WorkoutInputSchema.safeParse({ date: '2026-11-26', name: 'Mine', exercises }).success).toBe(true);
  });

  it('reads a draft stored with a measure and an amount, as versions before the contract’s shape kept it', () => {
    const old = { key: 'k1', exerciseId: 'Plank', name: 'Plank', sets: 2, weight: null, unit: 'kg', restSeconds: 30 };
    const draft = parseDraft({
      saved: null,
      date: '2026-11-26',
      name: 'Core',
      exercises: [
        { ...old, measure: 'seconds', amount: 45 },
        { ...old, measure: 'reps', amount: 12 },
      ],
    });
    expect(draft?.exercises.map(({ reps, seconds }) => [reps, seconds])).toEqual([
      [null, 45],
      [12, null],
    ]);
    expect(draft?.exercises[0]).not.toHaveProperty('key');
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem(DEVICE_KEYS.workoutDraft, '{');
    expect(readWorkoutDraft()).toBeNull();
    expect(parseDraft({ date: 'soon', name: 'x', exercises: [] })).toBeNull();
  });
});

describe('a draft of a saved workout', () => {
  beforeEach(() => localStorage.clear());

  it('follows the version a logged set gives the workout, and no other workout’s', () => {
    writeWorkoutDraft({ saved: { id: 'w1', version: 1 }, date: '2026-11-26', name: 'Legs', exercises: [] });
    followSavedVersion({ id: 'w2', version: 5 });
    expect(readWorkoutDraft()?.saved).toEqual({ id: 'w1', version: 1 });
    followSavedVersion({ id: 'w1', version: 3 });
    expect(readWorkoutDraft()?.saved).toEqual({ id: 'w1', version: 3 });
  });
});
