import { describe, expect, it } from 'vitest';
import { FavouriteExerciseSchema, storedFavouriteExercise } from './favourites';

describe('storedFavouriteExercise', () => {
  const image = '/api/exercises/muscle-map.svg?primary=traps&secondary=&v=1';

  it('reads an exercise kept in ExerciseDB’s shape, before decision 0028, as ours', () => {
    const old = { id: '0001', name: 'band shrug', gifUrl: image, target: 'traps', equipment: 'band' };
    const read = storedFavouriteExercise(old);
    expect(read).toEqual({ id: '0001', name: 'band shrug', image, primaryMuscles: ['traps'], equipment: 'band' });
    expect(FavouriteExerciseSchema.safeParse(read).success).toBe(true);
  });

  it('keeps the service’s own word for the target where the primary muscles say otherwise', () => {
    const old = { id: '2', name: 'press', gifUrl: image, target: 'pectorals', primaryMuscles: ['chest'] };
    expect(storedFavouriteExercise(old)).toEqual({
      id: '2',
      name: 'press',
      image,
      primaryMuscles: ['chest'],
      target: 'pectorals',
    });
  });

  it('leaves an exercise in our shape, and anything else, as it is', () => {
    const ours = { id: '3', name: 'row', image, primaryMuscles: ['lats'], equipment: 'cable' };
    expect(storedFavouriteExercise(ours)).toBe(ours);
    for (const other of [null, 42, 'x', { id: 4 }]) expect(storedFavouriteExercise(other)).toBe(other);
  });
});
