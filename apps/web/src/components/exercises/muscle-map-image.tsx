import type { FavouriteExercise } from '@thrive/contract';

/** "the quadriceps most, and the calves and glutes too", for the picture's text alternative. */
export function describeMuscles(exercise: Pick<FavouriteExercise, 'name' | 'primaryMuscles' | 'secondaryMuscles'>) {
  const list = (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const secondary = exercise.secondaryMuscles ?? [];
  return `Muscle map of ${exercise.name}: works the ${list(exercise.primaryMuscles)} most${
    secondary.length ? `, and the ${list(secondary)} too` : ''
  }.`;
}

interface MuscleMapImageProps {
  exercise: FavouriteExercise;
  /** Empty where the muscles are written beside the picture. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** The exercise's muscle map, front and back, served at its image address. */
export function MuscleMapImage({ exercise, alt, loading = 'lazy', className }: MuscleMapImageProps) {
  return (
    <img
      className={className}
      src={exercise.image}
      alt={alt ?? describeMuscles(exercise)}
      width={432}
      height={740}
      loading={loading}
      decoding="async"
    />
  );
}
