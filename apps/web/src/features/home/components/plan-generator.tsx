import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PLAN_CALORIES, PLAN_MESSAGES, type GeneratedDay } from '@thrive/contract';
import { DIET_MACRO_SPLITS, type Diet } from '@thrive/nutrition';
import { ApiRequestError } from '../../../lib/api-error';
import { readCalorieTarget } from '../../../lib/meal-preferences';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { Field } from '../../../components/ui/field';
import { CaloriesField } from '../../../components/meal-plans/calories-field';
import { useGenerateDayPlan } from '../../../lib/plan-generator/generate-plan';
import { readPlanCalories } from '../../../lib/plan-generator/plan-settings';
import { RecipeFallbackNotice } from '../../../components/recipes/recipe-fallback-notice';
import { RecipeFetchError } from './recipe-fetch-error';

const MEAL_CHOICES = [2, 3, 4, 5] as const;
const SLOT_NAMES: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

function initialCalories(): string {
  const target = readCalorieTarget();
  return String(target && target >= PLAN_CALORIES.min && target <= PLAN_CALORIES.max ? target : PLAN_CALORIES.default);
}

/** Calories, meals a day and the diet's macro split, then a generated day of meals (idle → generating → result or error). */
export function PlanGenerator({ diet }: { diet: Diet }) {
  const [calories, setCalories] = useState(initialCalories);
  const [meals, setMeals] = useState(3);
  const [inputError, setInputError] = useState<string | null>(null);
  const plan = useGenerateDayPlan();
  const split = DIET_MACRO_SPLITS[diet];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = readPlanCalories(calories);
    if (target === null) {
      setInputError(PLAN_MESSAGES.calories);
      return;
    }
    setInputError(null);
    plan.mutate({ targetCalories: target, meals, diet: diet.toLowerCase() });
  }

  return (
    <div className="plan-generator">
      <form className="card plan-generator__form" onSubmit={handleSubmit} noValidate aria-label="Generate a meal plan">
        <CaloriesField value={calories} onChange={setCalories} error={inputError} />
        <Field label="Meals a day">
          {(control) => (
            <select
              className="input"
              value={meals}
              {...control}
              onChange={(event) => setMeals(Number(event.target.value))}
            >
              {MEAL_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count} meals
                </option>
              ))}
            </select>
          )}
        </Field>
        <dl className="plan-generator__macros" aria-label={`${diet} macro split`}>
          <div>
            <dt>Carbs</dt>
            <dd>{split.carbs}%</dd>
          </div>
          <div>
            <dt>Fats</dt>
            <dd>{split.fat}%</dd>
          </div>
          <div>
            <dt>Protein</dt>
            <dd>{split.protein}%</dd>
          </div>
        </dl>
        <button type="submit" className="btn btn-primary" disabled={plan.isPending}>
          <Sparkles size={18} aria-hidden="true" />
          {plan.isPending ? 'Generating…' : 'Generate Plan'}
        </button>
      </form>

      <div className="plan-generator__result" aria-live="polite">
        {plan.isPending ? <p className="plan-generator__state">Balancing your day…</p> : null}
        {plan.isError ? (
          <RecipeFetchError
            status={plan.error instanceof ApiRequestError ? plan.error.status : 0}
            className="plan-generator__state"
          />
        ) : null}
        {plan.isSuccess ? <PlanResult day={plan.data} target={plan.variables.targetCalories} /> : null}
        {plan.isIdle ? (
          <p className="plan-generator__state">Your day of meals appears here, balanced to your calories and diet.</p>
        ) : null}
      </div>
    </div>
  );
}

function PlanResult({ day, target }: { day: GeneratedDay; target: number }) {
  const { calories, protein, carbohydrates, fat } = day.nutrients;
  return (
    <section aria-labelledby="plan-result-heading">
      <h3 id="plan-result-heading">Your day</h3>
      <RecipeFallbackNotice fallback={day.fallback} />
      <ul className="plan-meals">
        {day.meals.map((meal) => (
          <li key={`${meal.slot}-${meal.id}`} className="card plan-meal">
            <RecipeImage src={meal.image} width={112} height={75} loading="lazy" decoding="async" />
            <div>
              <span className="plan-meal__slot">{SLOT_NAMES[meal.slot]}</span>
              <Link to={`/recipe/${meal.id}`} className="plan-meal__title">
                {meal.title}
              </Link>
              <span className="plan-meal__meta">
                {meal.servingMultiplier} {meal.servingMultiplier === 1 ? 'serving' : 'servings'} ·{' '}
                {Math.round(meal.nutrition.calories)} kcal
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="plan-totals">
        <strong>{Math.round(calories)} kcal</strong> of your {target} kcal target · protein {Math.round(protein)} g ·
        carbs {Math.round(carbohydrates)} g · fat {Math.round(fat)} g
      </p>
    </section>
  );
}
