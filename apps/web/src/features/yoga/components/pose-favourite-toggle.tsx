import type { YogaPose } from '@thrive/contract';
import { FavouriteToggle } from '../../../components/ui/favourite-toggle';
import { toggleFavourite, useFavourites } from '../../../lib/favourites/favourites-store';

/** The heart of one pose: kept with the full pose object, as spec §3 asks. */
export function PoseFavouriteToggle({ pose, className }: { pose: YogaPose; className?: string }) {
  const favourites = useFavourites('poses');
  return (
    <FavouriteToggle
      className={className}
      name={pose.english_name}
      active={favourites.some((favourite) => favourite.id === pose.id)}
      onToggle={() => toggleFavourite('poses', pose)}
    />
  );
}
