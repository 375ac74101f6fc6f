/** Whether the person asked their system for less motion: rotations stay still and reveals are immediate. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
