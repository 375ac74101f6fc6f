import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import './icon-cards.css';

export interface IconCard {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Where the card leads, if anywhere; the whole card is then the link. */
  link?: { to: string; label: string };
}

/** A grid of cards, each an icon, a short heading and a sentence, and perhaps a link onwards. */
export function IconCards({ items, tone = 'green' }: { items: readonly IconCard[]; tone?: 'green' | 'amber' }) {
  return (
    <ul className="icon-cards" data-tone={tone}>
      {items.map(({ title, text, icon: Icon, link }) => (
        <li key={title} className={`card icon-cards__card${link ? ' card--interactive' : ''}`}>
          <span className="icon-cards__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
          {link ? (
            <Link to={link.to} className="icon-cards__link stretched-link">
              {link.label} <ArrowRight size={16} aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
