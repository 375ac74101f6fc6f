import { useId } from 'react';
import { Link } from 'react-router';
import { Target } from 'lucide-react';
import type { PlanDayEntry } from '@thrive/contract';
import { caloriesByDay } from '../plan-view';
import { CalorieChart } from './calorie-chart';
import { CardHead } from './card-head';

interface CaloriesCardProps {
  /** The plan charted: the custom one when there is one, else the AI one; `start` is the date it starts on. */
  plan: { name: string; start: string; days: PlanDayEntry[] } | null;
  /** Calories eaten on the dates the diary has, which take the place of the plan's. */
  eaten: ReadonlyMap<string, number> | undefined;
  target: number;
  /** Whether the target is the visitor's own, from the calculator, or the default. */
  ownTarget: boolean;
  loading: boolean;
}

export function CaloriesCard({ plan, eaten, target, ownTarget, loading }: CaloriesCardProps) {
  const headingId = useId();
  return (
    <section className="card dashboard-card calories-card" aria-labelledby={headingId}>
      <CardHead
        icon={Target}
        titleId={headingId}
        title="Calories by day"
        subtitle={
          <>
            {plan ? `Your ${plan.name}, ` : ''}against {ownTarget ? 'your' : 'a'} daily target of {Math.round(target)}{' '}
            kcal.{' '}
            {ownTarget ? null : <Link to="/calorie-calculator">Find your own target with the calorie calculator.</Link>}
          </>
        }
      />
      {plan ? (
        <CalorieChart
          days={caloriesByDay(plan.days, plan.start, eaten)}
          target={target}
          planName={`your ${plan.name}`}
        />
      ) : (
        <p className="plan-state" aria-busy={loading}>
          {loading ? 'Loading…' : 'The chart appears when a plan is saved for this date.'}
        </p>
      )}
    </section>
  );
}
