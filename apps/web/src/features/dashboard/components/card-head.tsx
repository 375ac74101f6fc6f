import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface CardHeadProps {
  icon: LucideIcon;
  /** The heading's id, which the card's section is labelled by. */
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  /** Shown at the end of the row, e.g. a count. */
  aside?: ReactNode;
}

/** A dashboard card's first row: its icon, its heading and, where it has them, a line under it and a count. */
export function CardHead({ icon: Icon, titleId, title, subtitle, aside }: CardHeadProps) {
  const heading = (
    <h2 id={titleId} className="dashboard-card__title">
      {title}
    </h2>
  );
  return (
    <div className="dashboard-card__head">
      <span className="dashboard-card__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      {subtitle ? (
        <div>
          {heading}
          <p className="dashboard-card__subtitle">{subtitle}</p>
        </div>
      ) : (
        heading
      )}
      {aside}
    </div>
  );
}
