import { percentOfTarget, targetLevel } from '../format-nutrition';

const LEVEL_TEXT = { none: '', under: 'under', on: 'on target', over: 'over' } as const;

/**
 * A day's (or the average day's) calories as a share of the daily target: a bar for the eye, text for
 * everyone. `compact` leaves out the verdict where a narrow column has room for the number only.
 */
export function TargetBar({ value, target, compact }: { value: number; target: number; compact?: boolean }) {
  const percent = percentOfTarget(value, target);
  const level = targetLevel(value, target);
  return (
    <span className="target-bar" data-level={level}>
      <span className="target-bar__track" aria-hidden="true">
        <span className="target-bar__fill" style={{ width: `${Math.min(percent, 100)}%` }} />
      </span>
      <span className="target-bar__text">
        {percent}% of target{compact || level === 'none' || level === 'under' ? '' : ` · ${LEVEL_TEXT[level]}`}
      </span>
    </span>
  );
}
