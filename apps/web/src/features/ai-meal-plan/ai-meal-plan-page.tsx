import { useDeferredValue, useState } from 'react';
import { useLoaderData } from 'react-router';
import { RefreshCw, Save, Settings2, ShoppingBasket } from 'lucide-react';
import { MEAL_PLAN_MESSAGES, WEEK_DAYS, type PlanDay, type PlanDayInput } from '@thrive/contract';
import { ToastProvider, useToast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecipeFallbackNotice } from '../../components/recipes/recipe-fallback-notice';
import { useAuth } from '../../lib/session';
import { localIsoDate } from '../../lib/local-date';
import { roundNutrition, scaleNutrition } from '@thrive/nutrition';
import { useSaveAskingBeforeReplace } from '../../lib/saved-plans/save-asking-before-replace';
import { ReplacePlanDialog } from '../../components/meal-plans/replace-plan-dialog';
import { useWeekPlan } from '../../lib/plan-generator/generate-plan';
import { planSettings } from '../../lib/plan-generator/plan-settings';
import { useSwapMeal } from '../../lib/plan-generator/swap-meal';
import { saveMealPreferences, useMealPreferences } from '../../lib/meal-preferences';
import { CustomizeDialog } from './components/customize-dialog';
import { PlanSettingsBar } from './components/plan-settings-bar';
import { WeekTable } from './components/week-table';
import { WeekDayCards } from './components/week-day-cards';
import type { WeekLayoutProps } from './components/week-layout';
import { ShoppingListDialog } from '../../components/meal-plans/shopping-list-dialog';
import type { AiMealPlanLoaderData } from './ai-meal-plan-page-data';
import { DEFAULT_TABLE, newSeed } from './week-plan-defaults';
import './ai-meal-plan-page.css';

const MESSAGES = {
  empty: 'No meal plan found. Please try generating a new plan.',
  swapFailed: 'That meal could not be swapped. Please try again.',
} as const;

const SLOT_LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** The shown week as saved-plan days: one row per meal, holding that recipe at its servings. */
function toPlanDays(days: PlanDay[]): PlanDayInput[] {
  return days.map((day, index) => ({
    dayNumber: index + 1,
    rows: day.meals.map((meal) => ({
      label: SLOT_LABELS[meal.slot],
      items: [
        {
          recipeId: meal.id,
          name: meal.title,
          ...(meal.image.startsWith('/') ? { image: meal.image } : {}),
          servings: meal.servingMultiplier,
          // A saved item holds one serving's nutrition; the plan shows the meal's at its servings.
          ...roundNutrition(
            scaleNutrition(
              {
                calories: meal.nutrition.calories,
                protein: meal.nutrition.protein,
                carbs: meal.nutrition.carbohydrates,
                fat: meal.nutrition.fat,
              },
              1 / meal.servingMultiplier,
            ),
            2,
          ),
        },
      ],
    })),
  }));
}

/** The page's messages (saved, log in to save, swap failed) stay with it, so none follows the visitor elsewhere. */
export function AiMealPlanPage() {
  return (
    <ToastProvider>
      <AiMealPlan />
    </ToastProvider>
  );
}

function AiMealPlan() {
  useDocumentTitle('AI Meal Plans');
  // The first week's request left with the route's loader; pages drawn ahead of time have no loader data.
  const loaded = useLoaderData<AiMealPlanLoaderData | null | undefined>();
  const [meals, setMeals] = useState<number>(DEFAULT_TABLE.meals);
  const [days, setDays] = useState<number>(DEFAULT_TABLE.days);
  const [seed, setSeed] = useState(() => loaded?.seed ?? newSeed());
  const [swapped, setSwapped] = useState<Record<string, PlanDay>>({});
  const [customizing, setCustomizing] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const settings = planSettings(useMealPreferences());
  const plan = useWeekPlan(meals, seed, settings);
  const swap = useSwapMeal(settings);
  const savePlan = useSaveAskingBeforeReplace();
  const { user, isPending: authPending } = useAuth();
  const showToast = useToast();

  // A swapped day belongs to the plan it was swapped in: a new seed, table size or settings starts afresh.
  const planKey = JSON.stringify([seed, meals, settings]);
  const dayKey = (index: number) => `${planKey}:${index}`;
  // The week is a large table: once it comes, it is drawn in the background, in slices, so the page keeps
  // answering while it works.
  const shownPlan = useDeferredValue(plan.data);
  const planning = plan.isPending || (plan.data !== undefined && shownPlan === undefined);
  const week = shownPlan?.week;
  const shownDays = week ? WEEK_DAYS.slice(0, days).map((name, index) => swapped[dayKey(index)] ?? week[name]) : [];
  const shownMeals = shownDays.flatMap((day) => day.meals);

  function generate() {
    setSwapped({});
    setSeed(newSeed());
  }

  function save() {
    if (shownMeals.length === 0) return showToast(MEAL_PLAN_MESSAGES.noPlanToSave);
    if (!user) return showToast(MEAL_PLAN_MESSAGES.loginToSave);
    // Spec §9: the AI plan is saved under today's date with type 'ai'.
    savePlan.mutate(
      { totalDays: shownDays.length, date: localIsoDate(), type: 'ai', meals: toPlanDays(shownDays) },
      {
        onSuccess: () => showToast(MEAL_PLAN_MESSAGES.aiSaved),
        onError: () => showToast(MEAL_PLAN_MESSAGES.aiSaveFailed),
        onKept: showToast,
      },
    );
  }

  function swapCell(dayIndex: number, mealIndex: number) {
    const day = shownDays[dayIndex];
    if (!day) return;
    swap.mutate(
      {
        seed: newSeed(),
        meals: day.meals.map(({ id, slot, servingMultiplier }) => ({ id, slot, servingMultiplier })),
        mealIndex,
        avoid: shownMeals.map((meal) => meal.id),
      },
      {
        onSuccess: (next) => setSwapped((current) => ({ ...current, [dayKey(dayIndex)]: next })),
        onError: () => showToast(MESSAGES.swapFailed),
      },
    );
  }

  const layout: WeekLayoutProps = {
    days: shownDays,
    meals,
    startDate: localIsoDate(),
    onSwap: swapCell,
    swapping: swap.isPending,
  };

  return (
    <div className="page ai-plan">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">1 week of meals</span>
          <h1>AI Meal Plans</h1>
          <p>A week of recipes balanced to your calories. Swap any meal you fancy less; the rest of the day stays.</p>
        </header>

        <PlanSettingsBar settings={settings} onApply={saveMealPreferences} />

        <div className="ai-plan__actions">
          <button type="button" className="btn btn-primary" onClick={generate} disabled={plan.isFetching}>
            <RefreshCw size={18} aria-hidden="true" /> Generate New Plan
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setCustomizing(true)}>
            <Settings2 size={18} aria-hidden="true" /> Customize Table
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={save}
            disabled={savePlan.isPending || authPending}
          >
            <Save size={18} aria-hidden="true" /> Save Meal Plan
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setListOpen(true)}
            disabled={shownMeals.length === 0}
          >
            <ShoppingBasket size={18} aria-hidden="true" /> Shopping list
          </button>
        </div>

        {planning ? (
          <p className="ai-plan__state" aria-busy="true">
            Planning your week…
          </p>
        ) : shownDays.length === 0 ? (
          <p className="ai-plan__state">{MESSAGES.empty}</p>
        ) : (
          <>
            <RecipeFallbackNotice fallback={shownPlan?.fallback} />
            <div className="ai-plan__week" aria-busy={plan.isFetching || swap.isPending}>
              <WeekTable {...layout} />
              <WeekDayCards {...layout} />
            </div>
          </>
        )}
      </div>

      <CustomizeDialog
        key={`${meals}-${days}-${customizing}`}
        open={customizing}
        onOpenChange={setCustomizing}
        meals={meals}
        days={days}
        onApply={(nextMeals, nextDays) => {
          setMeals(nextMeals);
          setDays(nextDays);
        }}
      />
      <ReplacePlanDialog {...savePlan.dialog} />
      <ShoppingListDialog
        open={listOpen}
        onOpenChange={setListOpen}
        // One list per generated plan: swaps and fewer days change its items, whose old ticks then go.
        listId={`ai:${seed}:${meals}`}
        meals={shownMeals.map(({ id, servingMultiplier }) => ({ id, servingMultiplier }))}
      />
    </div>
  );
}

export { AiMealPlanPage as Component };
