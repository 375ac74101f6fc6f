// `npm run bench:planner`: plan quality and speed of the balanced-day planner against a baseline that
// picks recipes the way Spoonacular's generator does (random suitable recipes, one serving each),
// both over the same grid of diets, calorie targets and meal counts, in one run.
import { RECIPES } from '@thrive/catalog';
import { DIET_MACRO_SPLITS, DIETS, type Diet } from '@thrive/nutrition';
import {
  bandMiss,
  generateMealPlan,
  slotBands,
  slotsFor,
  dayNutrition,
  type MealPlan,
  type PlanRequest,
  type OptimisedMeal,
} from '@thrive/nutrition/meal-plan';
import { percentile, round } from './stats';

const TARGETS = [1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000];
const MEAL_COUNTS = [2, 3, 4, 5];
const DAYS = 7;

const LABELS: Record<Diet, string | null> = {
  Anything: null,
  Keto: 'keto',
  Aegean: 'aegean',
  Paleo: 'paleo',
  Vegan: 'vegan',
  Vegetarian: 'vegetarian',
};

function recipesFor(diet: Diet) {
  const label = LABELS[diet];
  return RECIPES.filter((recipe) => !label || recipe.diets.includes(label as never)).map((recipe) => ({
    id: recipe.id,
    mealTypes: recipe.mealTypes,
    perServing: recipe.perServing,
  }));
}

/** Spoonacular-style: a random suitable recipe per slot, one serving, no repeat within a day. */
function baselinePlan(request: PlanRequest): MealPlan {
  let state = request.seed >>> 0 || 1;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const slots = slotsFor(request.mealsPerDay);
  return {
    days: Array.from({ length: request.days }, () => {
      const used = new Set<number>();
      const meals: OptimisedMeal[] = slots.map((slot) => {
        const options = request.recipes.filter((recipe) => recipe.mealTypes.includes(slot) && !used.has(recipe.id));
        const recipe = options[Math.floor(random() * options.length)]!;
        used.add(recipe.id);
        return { slot, recipeId: recipe.id, servings: 1, nutrition: { ...recipe.perServing } };
      });
      return { meals, nutrition: dayNutrition(meals) };
    }),
  };
}

interface Tally {
  days: number;
  within5: number;
  within2: number;
  macroDeviation: number[];
  distinctPerWeek: number[];
  weekMs: number[];
  meals: number;
  inBand: number;
  oneServing: number;
  halfOrDouble: number;
  /** The meal furthest outside its band, if any: its slot, share of the day and band. */
  worst: { miss: number; text: string };
}

const newTally = (): Tally => ({
  days: 0,
  within5: 0,
  within2: 0,
  macroDeviation: [],
  distinctPerWeek: [],
  weekMs: [],
  meals: 0,
  inBand: 0,
  oneServing: 0,
  halfOrDouble: 0,
  worst: { miss: 0, text: 'none outside' },
});

const percent = (fraction: number) => `${round(fraction * 100, 1)} %`;

/** Each meal's share of its day against its slot's band, and how far from one serving it is. */
function scoreMeals(tally: Tally, plan: MealPlan): void {
  for (const day of plan.days) {
    const bands = slotBands(day.meals.map((meal) => meal.slot));
    day.meals.forEach((meal, index) => {
      const band = bands[index]!;
      const share = meal.nutrition.calories / (day.nutrition.calories || 1);
      const miss = bandMiss(share, band);
      tally.meals++;
      if (miss === 0) tally.inBand++;
      if (meal.servings === 1) tally.oneServing++;
      if (meal.servings <= 0.5 || meal.servings >= 2) tally.halfOrDouble++;
      if (miss > tally.worst.miss) {
        const text = `${meal.slot} ${percent(share)} (${percent(band.min)}–${percent(band.max)})`;
        tally.worst = { miss, text };
      }
    });
  }
}

function score(tally: Tally, plan: MealPlan, request: PlanRequest, ms: number): void {
  tally.weekMs.push(ms);
  scoreMeals(tally, plan);
  tally.distinctPerWeek.push(new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipeId))).size);
  for (const day of plan.days) {
    const miss = Math.abs(day.nutrition.calories - request.targetCalories) / request.targetCalories;
    tally.days++;
    if (miss <= 0.05) tally.within5++;
    if (miss <= 0.02) tally.within2++;
    const { protein, carbs, fat } = day.nutrition;
    const energy = protein * 4 + carbs * 4 + fat * 9;
    const split = DIET_MACRO_SPLITS[request.diet];
    const pp =
      (Math.abs((protein * 400) / energy - split.protein) +
        Math.abs((carbs * 400) / energy - split.carbs) +
        Math.abs((fat * 900) / energy - split.fat)) /
      3;
    tally.macroDeviation.push(pp);
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

function row(name: string, tally: Tally) {
  return {
    planner: name,
    weeks: tally.weekMs.length,
    'days ±5 %': `${round((100 * tally.within5) / tally.days)} %`,
    'days ±2 %': `${round((100 * tally.within2) / tally.days)} %`,
    'macro dev pp': round(mean(tally.macroDeviation), 2),
    'distinct/week': round(mean(tally.distinctPerWeek)),
    'meals in band': percent(tally.inBand / tally.meals),
    'at 1 serving': percent(tally.oneServing / tally.meals),
    'at 0.5 or 2': percent(tally.halfOrDouble / tally.meals),
    'worst meal': tally.worst.text,
    'p50 ms/week': round(percentile(tally.weekMs, 0.5)),
    'p95 ms/week': round(percentile(tally.weekMs, 0.95)),
  };
}

// Warm the JIT once, so the first measured weeks are not compile time.
generateMealPlan({
  targetCalories: 2000,
  mealsPerDay: 3,
  diet: 'Anything',
  days: DAYS,
  seed: 1,
  recipes: recipesFor('Anything'),
});
const planner = newTally();
const baseline = newTally();
const perDiet = new Map<Diet, Tally>();
for (const diet of DIETS) {
  const recipes = recipesFor(diet);
  const dietTally = newTally();
  for (const targetCalories of TARGETS) {
    for (const mealsPerDay of MEAL_COUNTS) {
      const request: PlanRequest = {
        targetCalories,
        mealsPerDay,
        diet,
        days: DAYS,
        seed: targetCalories * 10 + mealsPerDay,
        recipes,
      };
      let started = performance.now();
      const plan = generateMealPlan(request);
      const ms = performance.now() - started;
      score(planner, plan, request, ms);
      score(dietTally, plan, request, ms);
      started = performance.now();
      const naive = baselinePlan(request);
      score(baseline, naive, request, performance.now() - started);
    }
  }
  perDiet.set(diet, dietTally);
}

console.log(
  `\nMeal plans: ${DIETS.length} diets × ${TARGETS.length} targets × ${MEAL_COUNTS.length} meal counts, one week each`,
);
console.log(
  'Targets: ≥ 99 % of days within ±5 %, ≥ 90 % within ±2 %, macro deviation ≤ 5 pp, meals in band ≥ 95 %,\n' +
    '  at 1 serving ≥ 70 %, at 0.5 or 2 ≤ 3 %, p95 ≤ 100 ms per week (bands: slot-bands.ts)',
);
console.table([row('balanced days', planner), row('baseline (random, 1 serving)', baseline)]);
console.log('\nBalanced days by diet');
console.table(DIETS.map((diet) => ({ diet, ...row('', perDiet.get(diet)!) })).map(({ planner: _p, ...rest }) => rest));

// Variety where people plan most: Anything at 2,000 kcal and 3 meals, one week for each of 50 seeds.
const VARIETY_SEEDS = 50;
const distinct = Array.from({ length: VARIETY_SEEDS }, (_, seed) => {
  const plan = generateMealPlan({
    targetCalories: 2000,
    mealsPerDay: 3,
    diet: 'Anything',
    days: DAYS,
    seed: seed + 1,
    recipes: recipesFor('Anything'),
  });
  return new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipeId))).size;
});
console.log(
  `\nDistinct recipes per week, Anything at 2,000 kcal and 3 meals (21 meals), ${VARIETY_SEEDS} seeds (target ≥ 18)`,
);
console.table([
  {
    min: Math.min(...distinct),
    p10: percentile(distinct, 0.1),
    mean: round(mean(distinct)),
    max: Math.max(...distinct),
  },
]);
