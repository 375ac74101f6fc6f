/**
 * Whether the person asked their system for less motion: rotations stay still and reveals are immediate.
 * Pages prerendered at build time have nobody to ask, and render the motion.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
