import { grams, kcal } from '../../../lib/nutrition-text';
import { dayLabel, dayTotals } from '../plan-table';
import { PlanCell } from './plan-cell';
import type { PlanLayoutProps } from './plan-grid';
import { TargetBar } from './target-bar';

/** The same plan for a narrow screen: one card a day, its meals stacked, its totals on top. */
export function PlanDayCards({ table, target, ...cellProps }: PlanLayoutProps) {
  return (
    <section className="planner-days" aria-labelledby="planner-days-heading">
      <h2 id="planner-days-heading" className="visually-hidden">
        Your meal plan, day by day
      </h2>
      <ol className="planner-days__list">
        {Array.from({ length: table.days }, (_, day) => {
          const totals = dayTotals(table, day);
          const headingId = `planner-day-${day}`;
          return (
            <li key={day} className="card planner-day">
              <div className="planner-day__head">
                <h3 id={headingId}>{dayLabel(day, cellProps.planDate)}</h3>
                <span className="planner-day__kcal">{kcal(totals.calories)}</span>
              </div>
              <TargetBar value={totals.calories} target={target} />
              <p className="planner-day__macros">
                Protein {grams(totals.protein)} · Carbohydrates {grams(totals.carbs)} · Fat {grams(totals.fat)}
              </p>
              <dl className="planner-day__meals">
                {table.rows.map((label, row) => (
                  <div key={row} className="planner-day__meal">
                    <dt>{label}</dt>
                    <dd>
                      <PlanCell table={table} row={row} day={day} {...cellProps} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
