import { once } from '../../lib/once';

/** Everyday days vary; within a tenth of the target counts as on target. */
const ON_TARGET_MARGIN = 0.1;

export type TargetLevel = 'none' | 'under' | 'on' | 'over';

export function percentOfTarget(value: number, target: number): number {
  return target > 0 ? Math.round((value / target) * 100) : 0;
}

export function targetLevel(value: number, target: number): TargetLevel {
  if (value <= 0 || target <= 0) return 'none';
  const ratio = value / target;
  if (ratio < 1 - ON_TARGET_MARGIN) return 'under';
  return ratio > 1 + ON_TARGET_MARGIN ? 'over' : 'on';
}

/** Servings as a cook says them: 1, 1.5, 0.25. */
const upToHundredths = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
export const servingsText = (value: number) => upToHundredths().format(value);
