import type { ReactNode } from 'react';
import { Reveal } from '../../../components/ui/reveal';

interface StoryLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The story and team pages: an opening band, then their sections. */
export function StoryLayout({ eyebrow, title, lead, children }: StoryLayoutProps) {
  return (
    <div className="story">
      <section className="story-hero">
        <div className="container">
          <span className="eyebrow">{eyebrow}</span>
          <h1>{title}</h1>
          <p className="story-hero__lead">{lead}</p>
        </div>
      </section>
      <div className="container story-body">{children}</div>
    </div>
  );
}

interface StorySectionProps {
  /** How much of the section is in view when it takes on its visible style. */
  threshold: number;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Classes beside `story-section`. */
  className?: string;
  children: ReactNode;
}

/** A section of those pages under its heading, shown as it scrolls into view. */
export function StorySection({ threshold, id, title, className, children }: StorySectionProps) {
  return (
    <Reveal
      threshold={threshold}
      className={className ? `story-section ${className}` : 'story-section'}
      labelledBy={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </Reveal>
  );
}
