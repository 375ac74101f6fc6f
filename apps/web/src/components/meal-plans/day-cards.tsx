import { useId, type ReactNode } from 'react';
import './day-cards.css';

interface DayCardsProps {
  /** Names the list for screen readers, e.g. "Your meal plan, day by day". */
  label: string;
  /** The page's own class, by which it shows the cards on narrow screens only. */
  className: string;
  /** DayCard elements. */
  children: ReactNode;
}

/** A meal plan for a narrow screen: one card a day, where a table would need scrolling sideways. */
export function DayCards({ label, className, children }: DayCardsProps) {
  const headingId = useId();
  return (
    <section className={`day-cards ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <ol className="day-cards__list">{children}</ol>
    </section>
  );
}

export interface DayCardMeal {
  label: ReactNode;
  content: ReactNode;
}

interface DayCardProps {
  title: ReactNode;
  /** The day's calories, beside the title. */
  total: ReactNode;
  /** Lines under the title: a target bar, the macros. */
  summary: ReactNode;
  /** The day's meals in order, each under its row's label. */
  meals: readonly DayCardMeal[];
}

/** One day of a plan: its title and totals on top, its meals stacked under their labels. */
export function DayCard({ title, total, summary, meals }: DayCardProps) {
  const headingId = useId();
  return (
    <li className="card day-card" aria-labelledby={headingId}>
      <div className="day-card__head">
        <h3 id={headingId}>{title}</h3>
        <span className="day-card__kcal">{total}</span>
      </div>
      {summary}
      <dl className="day-card__meals">
        {meals.map((meal, index) => (
          <div key={index} className="day-card__meal">
            <dt>{meal.label}</dt>
            <dd>{meal.content}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
