import { describe, expect, it } from 'vitest';
import { exerciseFieldRows } from './exercise-fields';

describe('exerciseFieldRows', () => {
  it('lists every other field with its label, arrays joined by commas, in a steady order', () => {
    const rows = exerciseFieldRows({
      id: 'Barbell_Full_Squat',
      name: 'Barbell Full Squat',
      gifUrl: '/m.svg',
      instructions: ['Squat.'],
      commonMistake: 'Knees in.',
      secondaryMuscles: ['calves', 'glutes', 'hamstrings'],
      target: 'quadriceps',
      equipment: 'barbell',
      bodyPart: 'upper legs',
      level: 'beginner',
      mechanic: 'compound',
      force: null,
      primaryMuscles: ['quadriceps'],
    });
    expect(rows).toEqual([
      { label: 'Body part', value: 'upper legs' },
      { label: 'Target', value: 'quadriceps' },
      { label: 'Equipment', value: 'barbell' },
      { label: 'Level', value: 'beginner' },
      { label: 'Mechanic', value: 'compound' },
      { label: 'Primary muscles', value: 'quadriceps' },
      { label: 'Secondary muscles', value: 'calves, glutes, hamstrings' },
    ]);
  });

  it('shows a field it does not know generically, and leaves out empty ones', () => {
    const rows = exerciseFieldRows({
      id: '0001',
      name: 'band shrug',
      gifUrl: '/m.svg',
      target: 'traps',
      equipment: 'band',
      secondaryMuscles: [],
      ...({ difficultyRating: 3, movementPlane: 'sagittal' } as object),
    });
    expect(rows).toEqual([
      { label: 'Target', value: 'traps' },
      { label: 'Equipment', value: 'band' },
      { label: 'Difficulty rating', value: '3' },
      { label: 'Movement plane', value: 'sagittal' },
    ]);
  });
});
