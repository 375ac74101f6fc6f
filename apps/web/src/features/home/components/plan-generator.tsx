import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { MealsPerDaySchema, type GeneratedPlan } from '@thrive/contract';
import { portionNutrition, ZERO_NUTRITION, type Diet } from '@thrive/nutrition';
import { ApiRequestError } from '../../../lib/api-error';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { Field } from '../../../components/ui/field';
import { CaloriesField } from '../../../components/meal-plans/calories-field';
import {
  MacroSplitFields,
  MacroSplitTextSchema,
  macroSplitText,
} from '../../../components/meal-plans/macro-split-fields';
import { generateDayPlan, newSeed, type PlanRequest } from '../../../lib/ai-meal-plan/generate-plan';
import { planSettings, PlanCaloriesTextSchema } from '../../../lib/ai-meal-plan/plan-settings';
import { leftOutList } from '../../../lib/targets/targets-text';
import type { TargetsState } from '../../../lib/targets/use-targets';
import { RecipeFallbackNotice } from '../../../components/recipes/recipe-fallback-notice';
import { storedDayPlan } from '../stored-day-plan';
import { RecipeFetchError } from './recipe-fetch-error';

/** Meals a day on the home page: two to five. */
const MEAL_CHOICES = [2, 3, 4, 5] as const;
const PlanGeneratorSchema = z.object({
  calories: PlanCaloriesTextSchema,
  meals: z.string().transform(Number).pipe(MealsPerDaySchema),
  macros: MacroSplitTextSchema,
});

const SLOT_NAMES: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/**
 * Calories, meals a day and the macro split, from the person's targets and saved as them, then a generated
 * day of meals (idle → generating → result or error). The day stays until the next Generate Plan.
 */
export function PlanGenerator({ targets }: { targets: TargetsState }) {
  const { resolved } = targets;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PlanGeneratorSchema),
    defaultValues: {
      calories: String(resolved.calories),
      meals: String(Math.max(2, resolved.meals)),
      macros: macroSplitText(resolved.macros),
    },
  });
  const stored = storedDayPlan.use();
  const plan = useMutation({
    mutationFn: (request: PlanRequest) => generateDayPlan(request),
    onSuccess: (generated, request) => storedDayPlan.write({ settings: request.settings, plan: generated }),
  });

  function generate({ calories, meals, macros }: z.output<typeof PlanGeneratorSchema>) {
    // What was changed here becomes the person's target; a meal count the home page cannot show (one a
    // day) stays as it was unless another is chosen.
    const { carbs, fat, protein } = resolved.macros;
    const sameSplit = macros.carbs === carbs && macros.fat === fat && macros.protein === protein;
    targets.save({
      ...(calories === resolved.calories ? {} : { calories }),
      ...(meals === Math.max(2, resolved.meals) ? {} : { meals }),
      ...(sameSplit ? {} : { macros }),
    });
    plan.mutate({ settings: { ...planSettings(resolved), calories, macros }, meals, seed: newSeed() });
  }

  const leftOut = resolved.exclusions.allergens.length + resolved.exclusions.words.length > 0;
  return (
    <div className="plan-generator">
      <form
        className="card plan-generator__form"
        onSubmit={handleSubmit(generate)}
        noValidate
        aria-label="Generate a meal plan"
      >
        <CaloriesField error={errors.calories?.message} {...register('calories')} />
        <Field label="Meals a day">
          {(described) => (
            <select className="input" {...described} {...register('meals')}>
              {MEAL_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count} meals
                </option>
              ))}
            </select>
          )}
        </Field>
        <Controller
          control={control}
          name="macros"
          render={({ field, fieldState }) => (
            <MacroSplitFields
              legend={`${resolved.diet} macro split`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <p className="plan-generator__left-out">
          {leftOut ? `Leaving out ${leftOutList(resolved.exclusions)}. ` : 'Nothing left out. '}
          <Link to="/profile/targets">Change in My targets</Link>
        </p>
        <button type="submit" className="btn btn-primary" disabled={plan.isPending}>
          <Sparkles size={18} aria-hidden="true" />
          {plan.isPending ? 'Generating…' : 'Generate Plan'}
        </button>
      </form>

      <div className="plan-generator__result" aria-live="polite">
        {plan.isPending ? <p className="plan-generator__state">Balancing your day…</p> : null}
        {plan.isError ? <PlanError error={plan.error} /> : null}
        {!plan.isPending && !plan.isError && stored ? (
          <PlanResult plan={stored.plan} target={stored.settings.calories} diet={stored.settings.diet} />
        ) : null}
        {!plan.isPending && !plan.isError && !stored ? (
          <p className="plan-generator__state">Your day of meals appears here, balanced to your calories and diet.</p>
        ) : null}
      </div>
    </div>
  );
}

/** Too few recipes for the diet and what is left out is said in its own words; any other failure as a search's. */
function PlanError({ error }: { error: Error }) {
  if (error instanceof ApiRequestError && error.status === 400) {
    return (
      <p className="plan-generator__state form-message" data-tone="error" role="alert">
        {error.message}
      </p>
    );
  }
  return (
    <RecipeFetchError status={error instanceof ApiRequestError ? error.status : 0} className="plan-generator__state" />
  );
}

function PlanResult({ plan, target, diet }: { plan: GeneratedPlan; target: number; diet: Diet }) {
  const meals = plan.days[0]?.meals ?? [];
  const { calories, protein, carbs, fat } = plan.days[0]?.nutrition ?? ZERO_NUTRITION;
  return (
    <section aria-labelledby="plan-result-heading">
      <h3 id="plan-result-heading">Your day{diet === 'Anything' ? '' : ` · ${diet}`}</h3>
      <RecipeFallbackNotice fallback={plan.fallback} />
      <ul className="plan-meals">
        {meals.map((meal) => (
          <li key={`${meal.slot}-${meal.recipeId}`} className="card plan-meal">
            <RecipeImage src={meal.image} width={112} height={75} loading="lazy" decoding="async" />
            <div>
              <span className="plan-meal__slot">{SLOT_NAMES[meal.slot]}</span>
              <Link to={`/recipe/${meal.recipeId}`} className="plan-meal__title">
                {meal.name}
              </Link>
              <span className="plan-meal__meta">
                {meal.servings} {meal.servings === 1 ? 'serving' : 'servings'} ·{' '}
                {Math.round(portionNutrition(meal).calories)} kcal
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="plan-totals">
        <strong>{Math.round(calories)} kcal</strong> of your {target} kcal target · protein {Math.round(protein)} g ·
        carbs {Math.round(carbs)} g · fat {Math.round(fat)} g
      </p>
    </section>
  );
}
