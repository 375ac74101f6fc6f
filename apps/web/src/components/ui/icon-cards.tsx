import type { LucideIcon } from 'lucide-react';
import './icon-cards.css';

export interface IconCard {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** A grid of cards, each an icon, a short heading and a sentence. */
export function IconCards({ items, tone = 'green' }: { items: readonly IconCard[]; tone?: 'green' | 'amber' }) {
  return (
    <ul className="icon-cards" data-tone={tone}>
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="card icon-cards__card">
          <span className="icon-cards__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
