import type { Pose } from '@thrive/contract';
import { FavouriteToggle } from '../../../components/ui/favourite-toggle';
import { toggleFavourite, useFavourites } from '../../../lib/favourites/favourites-store';

/** The heart of one pose: stored with the full pose object (docs/product.md, "Favourites"). */
export function PoseFavouriteToggle({ pose, className }: { pose: Pose; className?: string }) {
  const favourites = useFavourites('poses');
  return (
    <FavouriteToggle
      className={className}
      name={pose.englishName}
      active={favourites.some((favourite) => favourite.id === pose.id)}
      onToggle={() => toggleFavourite('poses', pose)}
    />
  );
}
