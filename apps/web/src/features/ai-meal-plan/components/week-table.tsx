import { MacroSummary } from '../../../components/meal-plans/macro-summary';
import { kcal } from '../../../lib/nutrition-text';
import { DayHeading } from './day-heading';
import { PlannedMeal } from './planned-meal';
import type { WeekLayoutProps } from './week-layout';

/**
 * The week as docs/product.md, "AI meal plan", lays it out: DAYS plus day1..dayN across, MEAL 1..M down, each day's
 * totals underneath.
 */
export function WeekTable(week: WeekLayoutProps) {
  const { days, meals, startDate } = week;
  return (
    <div className="ai-plan__scroller">
      <table className="ai-plan__table">
        <caption className="visually-hidden">Your meal plan, meals by day</caption>
        <thead>
          <tr>
            <th scope="col">DAYS</th>
            {days.map((_, dayIndex) => (
              <th key={dayIndex} scope="col">
                <DayHeading startDate={startDate} dayIndex={dayIndex} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: meals }, (_, mealIndex) => (
            <tr key={mealIndex}>
              <th scope="row">MEAL {mealIndex + 1}</th>
              {days.map((_, dayIndex) => (
                <td key={dayIndex}>
                  <PlannedMeal week={week} dayIndex={dayIndex} mealIndex={mealIndex} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {days.map((day, index) => (
              <td key={index}>
                <strong>{kcal(day.nutrition.calories)}</strong>
                <MacroSummary
                  className="ai-plan__meta"
                  protein={day.nutrition.protein}
                  carbs={day.nutrition.carbs}
                  fat={day.nutrition.fat}
                />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
