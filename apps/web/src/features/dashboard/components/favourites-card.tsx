import { useId } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { CardHead } from './card-head';

/** A favourite as the card lists it. */
export interface Favourite {
  id: string;
  name: string;
}

interface FavouritesCardProps {
  title: string;
  icon: LucideIcon;
  favourites: readonly Favourite[];
  /** Where each favourite opens, when it has a page of its own. */
  itemHref?: (favourite: Favourite) => string;
  /** Opens a favourite in place, when it has no page of its own. */
  onOpen?: (favourite: Favourite) => void;
  browse: { to: string; label: string };
  emptyText: string;
}

export function FavouritesCard({ title, icon, favourites, itemHref, onOpen, browse, emptyText }: FavouritesCardProps) {
  const headingId = useId();
  return (
    <section className="card dashboard-card favourites" aria-labelledby={headingId}>
      <CardHead
        icon={icon}
        titleId={headingId}
        title={title}
        aside={favourites.length > 0 ? <span className="favourites__count">{favourites.length}</span> : null}
      />
      {favourites.length === 0 ? (
        <div className="favourites__empty">
          <p>{emptyText}</p>
          <Link to={browse.to} className="btn btn-secondary">
            {browse.label}
          </Link>
        </div>
      ) : (
        <>
          <ul className="favourites__list">
            {favourites.map((favourite) => (
              <li key={favourite.id}>
                {itemHref ? (
                  <Link to={itemHref(favourite)}>{favourite.name}</Link>
                ) : onOpen ? (
                  <button type="button" onClick={() => onOpen(favourite)}>
                    {favourite.name}
                  </button>
                ) : (
                  <span>{favourite.name}</span>
                )}
              </li>
            ))}
          </ul>
          <Link to={browse.to} className="favourites__more">
            {browse.label}
          </Link>
        </>
      )}
    </section>
  );
}
