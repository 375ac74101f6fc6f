import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import './reveal.css';

interface RevealProps {
  /** Share of the element (0–1) that must be in view before it is revealed. */
  threshold: number;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}

/** A section that takes on its visible style once, the first time enough of it scrolls into view. */
export function Reveal({ threshold, className, children, labelledBy }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  // Prerendered (no window), a section starts as the app first renders it: hidden.
  const [visible, setVisible] = useState(
    () => prefersReducedMotion() || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, visible]);

  return (
    <section
      ref={ref}
      className={['reveal', className].filter(Boolean).join(' ')}
      data-visible={visible}
      aria-labelledby={labelledBy}
    >
      {children}
    </section>
  );
}
