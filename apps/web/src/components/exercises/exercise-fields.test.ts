import { describe, expect, it } from 'vitest';
import { exerciseFieldRows } from './exercise-fields';

/** The rows expected, written as [label, value]. */
const rowsOf = (pairs: [string, string][]) => pairs.map(([label, value]) => ({ label, value }));

describe('exerciseFieldRows', () => {
  it('lists every other field with its label, arrays joined by commas, in a steady order', () => {
    const rows = exerciseFieldRows({
      id: 'Barbell_Full_Squat',
      name: 'Barbell Full Squat',
      image: '/m.svg',
      instructions: ['Squat.'],
      commonMistake: 'Knees in.',
      secondaryMuscles: ['calves', 'glutes', 'hamstrings'],
      equipment: 'barbell',
      bodyPart: 'upper legs',
      level: 'beginner',
      mechanic: 'compound',
      force: null,
      primaryMuscles: ['quadriceps'],
    });
    expect(rows).toEqual(
      rowsOf([
        ['Body part', 'upper legs'],
        ['Target', 'quadriceps'],
        ['Equipment', 'barbell'],
        ['Level', 'beginner'],
        ['Mechanic', 'compound'],
        ['Primary muscles', 'quadriceps'],
        ['Secondary muscles', 'calves, glutes, hamstrings'],
      ]),
    );
  });

  it('shows a field it does not know generically, and leaves out empty ones', () => {
    const rows = exerciseFieldRows({
      id: '0001',
      name: 'band shrug',
      image: '/m.svg',
      primaryMuscles: ['traps'],
      equipment: 'band',
      secondaryMuscles: [],
      ...({ difficultyRating: 3, movementPlane: 'sagittal' } as object),
    });
    expect(rows).toEqual(
      rowsOf([
        ['Target', 'traps'],
        ['Equipment', 'band'],
        ['Primary muscles', 'traps'],
        ['Difficulty rating', '3'],
        ['Movement plane', 'sagittal'],
      ]),
    );
  });
});
