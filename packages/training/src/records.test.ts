import { describe, expect, it } from 'vitest';
import type { DoneSet, WorkoutExercise } from '@thrive/contract';
import { RecordBook } from './records';
import { doneSets, exerciseSessions } from './sessions';
import { KG_PER_POUND } from '@thrive/nutrition';

const kg = (reps: number, weight: number | null): DoneSet => ({ reps, seconds: null, weight, unit: 'kg' });
const lb = (reps: number, weight: number): DoneSet => ({ reps, seconds: null, weight, unit: 'lb' });

function book(...sets: DoneSet[]) {
  const records = new RecordBook();
  const broken = sets.map((set, index) =>
    records.add(set, `2026-11-${String(index + 1).padStart(2, '0')}`, `w${index}`),
  );
  return { records, broken };
}

const held = (records: RecordBook, kind: string) => records.records().filter((record) => record.kind === kind);

describe('RecordBook', () => {
  it("sets every record with an exercise's first set without calling it broken", () => {
    const { records, broken } = book(kg(8, 20));
    expect(broken).toEqual([[]]);
    expect(records.records().map((record) => record.kind)).toEqual(['weight', 'oneRepMax', 'volume', 'reps']);
  });

  it('marks a heavier set, a better estimate and more volume, with what it took over', () => {
    const { broken, records } = book(kg(8, 20), kg(8, 22.5));
    expect(broken[1]).toEqual(['weight', 'oneRepMax', 'volume', 'reps']);
    expect(held(records, 'weight')[0]).toMatchObject({
      value: 22.5,
      date: '2026-11-02',
      workoutId: 'w1',
      previous: 20,
    });
    expect(held(records, 'reps')[0]).toMatchObject({ value: 8, previous: 0 });
  });

  it("calls nothing broken within the exercise's first session, which sets the records", () => {
    const records = new RecordBook();
    expect(records.add(kg(8, 20), '2026-11-01', 'first')).toEqual([]);
    expect(records.add(kg(8, 25), '2026-11-01', 'first')).toEqual([]);
    expect(records.records().every((record) => record.previous === null)).toBe(true);
    expect(records.add(kg(8, 27.5), '2026-11-04', 'second')).toContain('weight');
  });

  it('lets the first to reach a figure keep it: a tie is no record', () => {
    const { broken, records } = book(kg(8, 20), kg(8, 20));
    expect(broken[1]).toEqual([]);
    expect(held(records, 'weight')[0]!.date).toBe('2026-11-01');
    expect(held(records, 'reps')).toHaveLength(1);
  });

  it('compares pounds with kilograms by their weight', () => {
    // 45 lb is 20.41 kg: heavier than 20 kg, lighter than 20.5 kg.
    const { broken } = book(kg(5, 20), lb(5, 45), kg(5, 20.5));
    expect(broken[1]).toContain('weight');
    expect(broken[2]).toContain('weight');
    // 100 lb logged, then its kilograms: the same weight, so no new record.
    const same = book(lb(5, 100), kg(5, 100 * KG_PER_POUND));
    expect(same.broken[1]).toEqual([]);
  });

  it('keeps most reps per weight: more reps at a heavier weight than the best lighter set is a record', () => {
    const { broken, records } = book(kg(12, 15), kg(10, 20), kg(9, 20), kg(11, 15));
    expect(broken[1]).toContain('reps');
    expect(broken[2]).not.toContain('reps');
    expect(broken[3]).not.toContain('reps');
    expect(held(records, 'reps').map((record) => [record.set.weight, record.value])).toEqual([
      [15, 12],
      [20, 10],
    ]);
    // 13 at 20 kg is more than any lighter set had: the 15 kg record is gone with it.
    records.add(kg(13, 20), '2026-11-09', 'w9');
    expect(held(records, 'reps').map((record) => [record.set.weight, record.value])).toEqual([[20, 13]]);
  });

  it('counts bodyweight sets for reps only, and timed sets for none', () => {
    const { records } = book(kg(15, null), { reps: null, seconds: 60, weight: null, unit: 'kg' });
    expect(records.records().map((record) => record.kind)).toEqual(['reps']);
  });

  it('has no one-rep max past 12 reps', () => {
    const { records } = book(kg(15, 40));
    expect(held(records, 'oneRepMax')).toEqual([]);
  });
});

const exercise = (overrides: Partial<WorkoutExercise>): WorkoutExercise => ({
  exerciseId: 'Barbell_Squat',
  name: 'Barbell Squat',
  muscles: ['quadriceps'],
  sets: 3,
  reps: 8,
  repsMax: null,
  seconds: null,
  weight: 60,
  unit: 'kg',
  restSeconds: 90,
  warmUpSets: 0,
  warmUpsDone: 0,
  log: [
    { done: true, reps: 8, seconds: null, weight: 60 },
    { done: true, reps: 6, seconds: null, weight: 62.5 },
    { done: false, reps: null, seconds: null, weight: null },
  ],
  ...overrides,
});

describe('doneSets and exerciseSessions', () => {
  it('leaves warm-up sets out: they are not in the log', () => {
    expect(doneSets(exercise({ warmUpSets: 3, warmUpsDone: 3 }))).toHaveLength(2);
    const sessions = exerciseSessions(
      [{ id: 'a', date: '2026-11-02', name: 'Legs', exercises: [exercise({ warmUpSets: 3, warmUpsDone: 3 })] }],
      'Barbell_Squat',
    );
    expect(sessions[0]!.volumeKg).toBe(855);
  });

  it('takes the logged figures of done sets, else the planned ones', () => {
    const sets = doneSets(
      exercise({
        log: [
          { done: true, reps: null, seconds: null, weight: null },
          { done: true, reps: 7, seconds: null, weight: 65 },
          { done: false, reps: 8, seconds: null, weight: 60 },
        ],
      }),
    );
    expect(sets).toEqual([
      { reps: 8, seconds: null, weight: 60, unit: 'kg' },
      { reps: 7, seconds: null, weight: 65, unit: 'kg' },
    ]);
  });

  it("gives each workout's sets of the exercise with its best estimate and volume, leaving out workouts without any", () => {
    const workouts = [
      { id: 'a', date: '2026-11-02', name: 'Legs', exercises: [exercise({})] },
      { id: 'b', date: '2026-11-04', name: 'Arms', exercises: [exercise({ exerciseId: 'Curl' })] },
      {
        id: 'c',
        date: '2026-11-06',
        name: 'Legs',
        exercises: [exercise({ log: exercise({}).log.map((set) => ({ ...set, done: false })) })],
      },
    ];
    const sessions = exerciseSessions(workouts, 'Barbell_Squat');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ date: '2026-11-02', workoutId: 'a', workoutName: 'Legs', volumeKg: 855 });
    // 60 × (1 + 8/30) = 76; 62.5 × (1 + 6/30) = 75.
    expect(sessions[0]!.oneRepMaxKg).toBe(76);
  });
});
