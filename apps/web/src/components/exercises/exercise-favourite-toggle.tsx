import type { FavouriteExercise } from '@thrive/contract';
import { FavouriteToggle } from '../ui/favourite-toggle';
import { toggleFavourite, useFavourites } from '../../lib/favourites/favourites-store';

/** The heart of one exercise: stored with the full exercise object (docs/product.md, "Favourites"). */
export function ExerciseFavouriteToggle({ exercise, className }: { exercise: FavouriteExercise; className?: string }) {
  const favourites = useFavourites('exercises');
  return (
    <FavouriteToggle
      className={className}
      name={exercise.name}
      active={favourites.some((favourite) => favourite.id === exercise.id)}
      onToggle={() => toggleFavourite('exercises', exercise)}
    />
  );
}
