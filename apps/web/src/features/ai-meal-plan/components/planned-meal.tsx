import { Link } from 'react-router';
import { Shuffle } from 'lucide-react';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { portionNutrition } from '@thrive/nutrition';
import { kcal } from '../../../lib/nutrition-text';
import type { WeekLayoutProps } from './week-layout';

interface PlannedMealProps {
  week: WeekLayoutProps;
  /** 0-based positions, named 1-based to the reader. */
  dayIndex: number;
  mealIndex: number;
}

/** One meal of the plan, in the table or on a day's card: picture, recipe link, energy and servings, Swap. */
export function PlannedMeal({ week: { days, onSwap, swapping }, dayIndex, mealIndex }: PlannedMealProps) {
  const meal = days[dayIndex]?.meals[mealIndex];
  if (!meal) return <span className="ai-plan__placeholder">No meal planned</span>;
  return (
    <div className="planned-meal">
      <RecipeImage src={meal.image} width={139} height={92} loading="lazy" decoding="async" />
      <div className="planned-meal__text">
        <Link to={`/recipe/${meal.recipeId}`} className="planned-meal__title">
          {meal.name}
        </Link>
        <span className="ai-plan__meta">
          {kcal(portionNutrition(meal).calories)} · ×{meal.servings}
        </span>
        <button
          type="button"
          className="planned-meal__swap"
          aria-label={`Swap ${meal.name} (day ${dayIndex + 1}, meal ${mealIndex + 1})`}
          onClick={() => onSwap(dayIndex, mealIndex)}
          disabled={swapping}
        >
          <Shuffle size={14} aria-hidden="true" /> Swap
        </button>
      </div>
    </div>
  );
}
