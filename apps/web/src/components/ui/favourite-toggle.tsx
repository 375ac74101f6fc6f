import { Heart } from 'lucide-react';
import './favourite-toggle.css';

interface FavouriteToggleProps {
  /** What is being saved as a favourite, as a person would name it. */
  name: string;
  active: boolean;
  onToggle: () => void;
  className?: string;
}

/** A heart that adds a favourite or takes it away again (docs/product.md, "Favourites"), saying which it will do. */
export function FavouriteToggle({ name, active, onToggle, className }: FavouriteToggleProps) {
  return (
    <button
      type="button"
      className={`favourite-toggle${className ? ` ${className}` : ''}`}
      aria-pressed={active}
      aria-label={active ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      title={active ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
    >
      <Heart aria-hidden="true" size={20} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
