/**
 * Whether the person asked their system for less motion: rotations stay still and reveals are immediate.
 * Pages drawn ahead of time have nobody to ask, and draw the motion.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
