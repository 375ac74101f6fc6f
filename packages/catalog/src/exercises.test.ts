import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_PARTS, ExerciseSchema, MUSCLE_GROUPS } from '@thrive/contract';
import { exerciseFacts, exerciseFactsJson } from '../scripts/build-exercise-facts';
import { renderMuscleMapTemplate } from '../scripts/build-muscle-map';
import { readSourceExercises } from '../scripts/source-exercises';
import { catalogContentPath } from './content-path';
import { ExerciseFactsSchema, ExerciseTextSchema } from './exercise-source';
import { toExercise } from './exercise-shape';
import { copiedRuns, namesAMuscle, wordRuns } from './exercise-text-checks';
import { EXERCISE_FACTS, EXERCISE_TEXTS, EXERCISES } from './exercises';
import { muscleMapSvg, muscleMapTemplate } from './muscle-map';

const source = readSourceExercises();

describe('exercise catalog', () => {
  it('holds the 873 exercises of free-exercise-db with their facts as the dataset gives them', () => {
    expect(EXERCISE_FACTS).toHaveLength(873);
    expect(readFileSync(catalogContentPath('exercises', 'exercise-facts.json'), 'utf8')).toBe(
      exerciseFactsJson(exerciseFacts(source)),
    );
    for (const facts of EXERCISE_FACTS) expect(ExerciseFactsSchema.safeParse(facts).error, facts.id).toBeUndefined();
  });

  it('has our own steps and common mistake for every exercise, and nothing else', () => {
    expect(Object.keys(EXERCISE_TEXTS).sort()).toEqual(EXERCISE_FACTS.map((facts) => facts.id).sort());
    for (const [id, text] of Object.entries(EXERCISE_TEXTS)) {
      expect(ExerciseTextSchema.safeParse(text).error, id).toBeUndefined();
    }
    expect(EXERCISES).toHaveLength(873);
  });

  it('copies no run of eight words from the dataset’s instructions', () => {
    const sourceRuns = wordRuns(source.flatMap((exercise) => exercise.instructions));
    const copies = EXERCISES.flatMap((exercise) =>
      copiedRuns(exercise, sourceRuns).map((run) => `${exercise.id}: ${run}`),
    );
    expect(copies).toEqual([]);
  });

  it('finds a copied run wherever it is, whatever its case and punctuation', () => {
    const sourceRuns = wordRuns(['Lie down on the floor and secure your feet. Your legs should be bent.']);
    const copy = { steps: ['First, LIE down on the floor, and secure your feet firmly.'], commonMistake: '' };
    expect(copiedRuns(copy, sourceRuns)).toEqual([
      'lie down on the floor and secure your',
      'down on the floor and secure your feet',
    ]);
    expect(
      copiedRuns({ steps: ['Lie on the floor with your feet held down.'], commonMistake: '' }, sourceRuns),
    ).toEqual([]);
  });

  it('names in every text a muscle the exercise works first', () => {
    const silent = EXERCISES.filter((exercise) => !namesAMuscle(exercise, exercise.primaryMuscles));
    expect(silent.map((exercise) => exercise.id)).toEqual([]);
    expect(namesAMuscle({ steps: ['Squeeze your quads.'], commonMistake: '' }, ['quadriceps'])).toBe(true);
    expect(namesAMuscle({ steps: ['Squeeze hard.'], commonMistake: 'Do not flatten.' }, ['lats'])).toBe(false);
  });

  it('gives every exercise a body part, its primary muscles and a muscle map in the library’s shape', () => {
    for (const exercise of EXERCISES) {
      const shaped = toExercise(exercise, `/maps/${exercise.id}.svg`);
      expect(ExerciseSchema.safeParse(shaped).error, exercise.id).toBeUndefined();
      expect(BODY_PARTS, exercise.id).toContain(shaped.bodyPart);
      expect(shaped.primaryMuscles).toEqual(exercise.primaryMuscles);
      expect(shaped.image).toBe(`/maps/${exercise.id}.svg`);
      const map = muscleMapSvg(exercise.primaryMuscles, exercise.secondaryMuscles);
      for (const muscle of exercise.primaryMuscles)
        expect(map).toContain(`data-muscle="${muscle}" data-state="primary"`);
    }
    expect(
      toExercise(
        EXERCISES.find((exercise) => exercise.equipment === 'body only')!,
        '/m.svg',
      ).equipment,
    ).toBe('body weight');
  });

  it('draws each muscle group, primary strong and secondary light, from a template that is up to date', () => {
    expect(muscleMapTemplate()).toBe(renderMuscleMapTemplate());
    for (const muscle of MUSCLE_GROUPS) expect(muscleMapTemplate()).toContain(`data-muscle="${muscle}"`);
    const map = muscleMapSvg(['chest'], ['triceps', 'shoulders']);
    expect(map.match(/data-state="primary"/g)).toHaveLength(1);
    expect(map.match(/data-state="secondary"/g)).toHaveLength(2);
    expect(map.match(/data-state="inactive"/g)).toHaveLength(MUSCLE_GROUPS.length - 3);
  });
});
