import { DayCard, DayCards } from '../../../components/meal-plans/day-cards';
import { grams, kcal } from '../../../lib/nutrition-text';
import { dayLabel, dayTotals } from '../plan-table';
import { PlanCell } from './plan-cell';
import type { PlanLayoutProps } from './plan-grid';
import { TargetBar } from './target-bar';

/** The same plan for a narrow screen: one card a day, its meals stacked, its totals on top. */
export function PlanDayCards({ table, target, ...cellProps }: PlanLayoutProps) {
  return (
    <DayCards className="planner-days" label="Your meal plan, day by day">
      {Array.from({ length: table.days }, (_, day) => {
        const totals = dayTotals(table, day);
        return (
          <DayCard
            key={day}
            title={dayLabel(day, cellProps.planDate)}
            total={kcal(totals.calories)}
            summary={
              <>
                <TargetBar value={totals.calories} target={target} />
                <p className="day-card__macros">
                  Protein {grams(totals.protein)} · Carbohydrates {grams(totals.carbs)} · Fat {grams(totals.fat)}
                </p>
              </>
            }
            meals={table.rows.map((label, row) => ({
              label,
              content: <PlanCell table={table} row={row} day={day} {...cellProps} />,
            }))}
          />
        );
      })}
    </DayCards>
  );
}
