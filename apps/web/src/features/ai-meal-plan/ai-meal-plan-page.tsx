import { useEffect, useDeferredValue, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw, Save, Settings2, ShoppingBasket } from 'lucide-react';
import {
  MEAL_PLAN_MESSAGES,
  type GeneratedMeal,
  type PlanDay,
  type PlanDayInput,
  type PlannedMeal,
} from '@thrive/contract';
import { ToastProvider, useToast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecipeFallbackNotice } from '../../components/recipes/recipe-fallback-notice';
import { useAuth } from '../../lib/session';
import { localIsoDate } from '../../lib/local-date';
import { useSaveAskingBeforeReplace } from '../../lib/meal-plans/save-asking-before-replace';
import { ReplacePlanDialog } from '../../components/meal-plans/replace-plan-dialog';
import { generateWeekPlan, newSeed, type PlanRequest } from '../../lib/ai-meal-plan/generate-plan';
import { planSettings, sameSettings } from '../../lib/ai-meal-plan/plan-settings';
import { useSwapMeal } from '../../lib/ai-meal-plan/swap-meal';
import { useTargets } from '../../lib/targets/use-targets';
import { ApiRequestError } from '../../lib/api-error';
import { CustomizeDialog } from './components/customize-dialog';
import { PlanSettingsBar } from './components/plan-settings-bar';
import { WeekTable } from './components/week-table';
import { WeekDayCards } from './components/week-day-cards';
import type { WeekLayoutProps } from './components/week-layout';
import { ShoppingListDialog } from '../../components/meal-plans/shopping-list-dialog';
import { ownImage } from '../../lib/meal-plans/own-image';
import { shoppingMeals } from '../../lib/shopping-list/shopping-meals';
import { DEFAULT_TABLE, shownDays, storedWeek } from './stored-week';
import './ai-meal-plan-page.css';

const MESSAGES = {
  empty: 'No meal plan found. Please try generating a new plan.',
  swapFailed: 'That meal could not be swapped. Please try again.',
} as const;

const SLOT_LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** A generated meal as a saved plan holds it: the planned meal, without its slot and time or another site's picture. */
function toPlannedMeal({ slot: _slot, readyInMinutes: _time, image, ...meal }: GeneratedMeal): PlannedMeal {
  const own = ownImage(image);
  return { ...meal, ...(own ? { image: own } : {}) };
}

/** The shown week as saved-plan days: one row per meal, named by its slot. */
function toPlanDays(days: PlanDay[]): PlanDayInput[] {
  return days.map((day, index) => ({
    dayNumber: index + 1,
    rows: day.meals.map((meal) => ({ label: SLOT_LABELS[meal.slot], items: [toPlannedMeal(meal)] })),
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
  const targets = useTargets();
  const week = storedWeek.use();
  const [customizing, setCustomizing] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const current = planSettings(targets.resolved);
  // The week is a large table: once it comes, it is rendered in the background, in slices, so the page stays
  // responsive while it works. Everything about the week shown reads this one value.
  const shownWeek = useDeferredValue(week);
  // A week keeps the settings it was made with, which its line and its swaps follow.
  const settings = shownWeek?.settings ?? current;
  const generation = useMutation({
    mutationFn: (request: PlanRequest) => generateWeekPlan(request),
    onSuccess: (plan, request) =>
      storedWeek.write({
        settings: request.settings,
        plan,
        meals: request.meals,
        days: storedWeek.read()?.days ?? DEFAULT_TABLE.days,
        swapped: {},
      }),
  });
  const swap = useSwapMeal(settings);
  const savePlan = useSaveAskingBeforeReplace();
  const { user, isPending: authPending } = useAuth();
  const showToast = useToast();

  function generate(meals = week?.meals ?? DEFAULT_TABLE.meals) {
    generation.mutate({ settings: current, meals, seed: newSeed() });
  }

  // The first visit plans a week at once, for the targets in force; later visits find it as it was.
  const planned = useRef(false);
  useEffect(() => {
    if (week || !targets.ready || planned.current) return;
    planned.current = true;
    generate(targets.resolved.meals);
  });

  const days = shownWeek ? shownDays(shownWeek) : [];
  const shownMeals = days.flatMap((day) => day.meals);
  const planning = generation.isPending || (!week && !generation.isError);
  const targetsChanged = week !== null && targets.ready && !sameSettings(week.settings, current);

  function save() {
    if (shownMeals.length === 0) return showToast(MEAL_PLAN_MESSAGES.noPlanToSave);
    if (!user) return showToast(MEAL_PLAN_MESSAGES.loginToSave);
    // The AI plan is saved under today's date with type 'ai'.
    savePlan.mutate(
      { totalDays: days.length, date: localIsoDate(), type: 'ai', meals: toPlanDays(days) },
      {
        onSuccess: () => showToast(MEAL_PLAN_MESSAGES.aiSaved),
        onError: () => showToast(MEAL_PLAN_MESSAGES.aiSaveFailed),
        onKept: showToast,
      },
    );
  }

  function swapCell(dayIndex: number, mealIndex: number) {
    const stored = storedWeek.read();
    if (!stored) return;
    // The whole day is swapped, its meals beyond the table's rows too, so its totals stay true.
    const day = stored.swapped[dayIndex] ?? stored.plan.days[dayIndex];
    if (!day) return;
    swap.mutate(
      {
        seed: newSeed(),
        meals: day.meals,
        mealIndex,
        avoid: shownMeals.map((meal) => meal.recipeId),
      },
      {
        onSuccess: (next) => {
          const latest = storedWeek.read();
          if (latest) storedWeek.write({ ...latest, swapped: { ...latest.swapped, [dayIndex]: next } });
        },
        onError: () => showToast(MESSAGES.swapFailed),
      },
    );
  }

  const layout: WeekLayoutProps = {
    days,
    meals: shownWeek?.meals ?? DEFAULT_TABLE.meals,
    startDate: localIsoDate(),
    onSwap: swapCell,
    swapping: swap.isPending,
  };
  const failure =
    generation.error instanceof ApiRequestError && generation.error.status === 400 ? generation.error.message : null;

  return (
    <div className="page ai-plan">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">1 week of meals</span>
          <h1>AI Meal Plans</h1>
          <p>A week of recipes balanced to your calories. Swap any meal you fancy less; the rest of the day stays.</p>
        </header>

        <PlanSettingsBar settings={settings} current={current} onApply={targets.save} />
        {targetsChanged ? (
          <p className="ai-plan__changed" role="status">
            Your targets have changed since this week was planned.{' '}
            <button type="button" className="btn btn-primary btn-small" onClick={() => generate()}>
              Plan a new week with them
            </button>
          </p>
        ) : null}

        <div className="ai-plan__actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => generate()}
            disabled={generation.isPending || !targets.ready}
          >
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

        {failure ? (
          <p className="ai-plan__state form-message" data-tone="error" role="alert">
            {failure}
          </p>
        ) : null}
        {planning ? (
          <p className="ai-plan__state" aria-busy="true">
            Planning your week…
          </p>
        ) : days.length === 0 ? (
          failure ? null : (
            <p className="ai-plan__state">{MESSAGES.empty}</p>
          )
        ) : (
          <>
            <RecipeFallbackNotice fallback={shownWeek?.plan.fallback} />
            <div className="ai-plan__week" aria-busy={swap.isPending}>
              <WeekTable {...layout} />
              <WeekDayCards {...layout} />
            </div>
          </>
        )}
      </div>

      <CustomizeDialog
        key={`${layout.meals}-${days.length}-${customizing}`}
        open={customizing}
        onOpenChange={setCustomizing}
        meals={layout.meals}
        days={shownWeek?.days ?? DEFAULT_TABLE.days}
        onApply={(meals, shown) => {
          const stored = storedWeek.read();
          // The meals in the rows and days that remain stay; new rows and days are empty until a new plan.
          if (stored) storedWeek.write({ ...stored, meals, days: shown });
        }}
      />
      <ReplacePlanDialog {...savePlan.dialog} />
      <ShoppingListDialog
        open={listOpen}
        onOpenChange={setListOpen}
        // One list per generated plan: swaps and fewer days change its items, whose old ticks then go.
        listId={`ai:${shownWeek?.plan.seed ?? 0}`}
        meals={shoppingMeals(shownMeals).meals}
        units={targets.resolved.units}
        onUnitsChange={(units) => targets.save({ units })}
      />
    </div>
  );
}

export { AiMealPlanPage as Component };
