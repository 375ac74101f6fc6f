import { grams, kcal } from '../../../lib/nutrition-text';
import type { WeekSummary as Summary } from '../plan-table';
import { TargetBar } from './target-bar';

interface WeekSummaryProps {
  summary: Summary;
  days: number;
  target: number;
}

/** The whole plan at a glance: totals, the average planned day and how it compares with the daily target. */
export function WeekSummary({ summary, days, target }: WeekSummaryProps) {
  const { total, average, plannedDays } = summary;
  return (
    <section className="card planner-summary" aria-labelledby="planner-summary-heading">
      <div className="planner-summary__head">
        <h2 id="planner-summary-heading">Plan at a glance</h2>
      </div>
      <dl className="planner-summary__stats">
        <div>
          <dt>Total over {days === 1 ? '1 day' : `${days} days`}</dt>
          <dd>{kcal(total.calories)}</dd>
          <dd className="planner-summary__sub">
            Protein {grams(total.protein)} · Carbohydrates {grams(total.carbs)} · Fat {grams(total.fat)}
          </dd>
        </div>
        <div>
          <dt>
            Average planned day
            <span className="planner-summary__sub">
              {' '}
              ({plannedDays === 0 ? 'no day planned yet' : `${plannedDays} of ${days} ${days === 1 ? 'day' : 'days'}`})
            </span>
          </dt>
          <dd>{kcal(average.calories)}</dd>
          <dd>
            <TargetBar value={average.calories} target={target} />
          </dd>
        </div>
        <div>
          <dt>Average macros a day</dt>
          <dd className="planner-summary__macros">
            <span>
              <strong>{grams(average.protein)}</strong> protein
            </span>
            <span>
              <strong>{grams(average.carbs)}</strong> carbohydrates
            </span>
            <span>
              <strong>{grams(average.fat)}</strong> fat
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
