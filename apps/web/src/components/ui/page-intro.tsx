import type { ReactNode } from 'react';

interface PageIntroProps {
  /** `header` for a page's header, `div` where the intro sits inside the page's layout. */
  as?: 'header' | 'div';
  className: string;
  /** The small line above the title. */
  eyebrow: string;
  title: string;
  /** What follows the title: a lead paragraph, and anything else the intro holds. */
  children: ReactNode;
}

/** A page's opening: the eyebrow line, its one `h1`, and what follows. */
export function PageIntro({ as: Element = 'header', className, eyebrow, title, children }: PageIntroProps) {
  return (
    <Element className={className}>
      <span className="eyebrow">{eyebrow}</span>
      <h1>{title}</h1>
      {children}
    </Element>
  );
}
