import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import './testimonial-rotator.css';

/** A testimonial is a text and its author. */
export interface Testimonial {
  text: string;
  author: string;
}

/** Testimonials change every 2 s (docs/product.md, "Yoga" and "Gym"). */
export const TESTIMONIAL_INTERVAL_MS = 2000;

/**
 * One testimonial at a time, moving on by itself while nobody is reading: hovering or focusing pauses
 * it, reduced motion keeps it still, and it can be paused or stepped through by hand.
 */
export function TestimonialRotator({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const rotating = !hovered && !focused && !stopped && items.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % items.length), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, items.length]);

  const step = (by: number) => setActive((index) => (index + by + items.length) % items.length);
  const current = items[active];
  if (!current) return null;

  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Quote className="testimonials__mark" size={36} aria-hidden="true" />
      <figure
        key={active}
        className="testimonials__item"
        role="group"
        aria-roledescription="slide"
        aria-label={`${active + 1} of ${items.length}`}
        aria-live={rotating ? 'off' : 'polite'}
      >
        <blockquote>
          <p>{current.text}</p>
        </blockquote>
        <figcaption>{current.author}</figcaption>
      </figure>
      <div className="testimonials__controls">
        <button type="button" className="icon-button" aria-label="Previous testimonial" onClick={() => step(-1)}>
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        </button>
        <button type="button" className="icon-button" aria-label="Next testimonial" onClick={() => step(1)}>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
