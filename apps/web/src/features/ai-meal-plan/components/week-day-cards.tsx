import { DayCard, DayCards } from '../../../components/meal-plans/day-cards';
import { MacroSummary } from '../../../components/meal-plans/macro-summary';
import { kcal } from '../../../lib/nutrition-text';
import { DayHeading } from './day-heading';
import { PlannedMeal } from './planned-meal';
import type { WeekLayoutProps } from './week-layout';

/** The same week for a narrow screen: one card a day, its total on top, its meals stacked. */
export function WeekDayCards(week: WeekLayoutProps) {
  const { days, meals, startDate } = week;
  return (
    <DayCards className="ai-plan__days" label="Your meal plan, day by day">
      {days.map((day, dayIndex) => (
        <DayCard
          key={dayIndex}
          title={<DayHeading startDate={startDate} dayIndex={dayIndex} />}
          total={kcal(day.nutrition.calories)}
          summary={
            <p className="day-card__macros">
              <MacroSummary protein={day.nutrition.protein} carbs={day.nutrition.carbs} fat={day.nutrition.fat} />
            </p>
          }
          meals={Array.from({ length: meals }, (_, mealIndex) => ({
            label: `MEAL ${mealIndex + 1}`,
            content: <PlannedMeal week={week} dayIndex={dayIndex} mealIndex={mealIndex} />,
          }))}
        />
      ))}
    </DayCards>
  );
}
