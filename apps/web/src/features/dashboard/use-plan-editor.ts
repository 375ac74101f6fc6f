import { useReducer, useState } from 'react';
import type { MealPlanType, SavedMealPlan } from '@thrive/contract';
import { ApiRequestError } from '../../lib/api-error';
import { useUpdateMealPlan } from '../../lib/meal-plans/update-meal-plan';
import { draftProblems, draftReducer, draftToMeals, toDraft, type Draft, type DraftAction } from './plan-editor-state';
import { planUpdateErrorText } from './plan-messages';

function draftStateReducer(draft: Draft | null, action: DraftAction | { type: 'start'; draft: Draft | null }) {
  if (action.type === 'start') return action.draft;
  return draft ? draftReducer(draft, action) : draft;
}

export type SaveOutcome =
  | { kind: 'saved' }
  /** Nothing sent: these days hold items that need attention. */
  | { kind: 'problems'; days: number[] }
  | { kind: 'failed'; message: string; conflict: boolean };

/** Editing one saved plan: the draft, its problems once a save was tried, and the save itself. */
export function usePlanEditor(type: MealPlanType, date: string, plan: SavedMealPlan | null) {
  const [draft, dispatch] = useReducer(draftStateReducer, null);
  const [showProblems, setShowProblems] = useState(false);
  const update = useUpdateMealPlan();

  function start() {
    if (!plan) return;
    dispatch({ type: 'start', draft: toDraft(plan.meals) });
    setShowProblems(false);
  }

  function stop() {
    dispatch({ type: 'start', draft: null });
    setShowProblems(false);
  }

  function save(done: (outcome: SaveOutcome) => void) {
    if (!draft) return;
    const found = draftProblems(draft);
    if (found.size > 0) {
      setShowProblems(true);
      const days = draft
        .filter((day) => day.rows.some((row) => row.items.some((item) => found.has(item.key))))
        .map((day) => day.dayNumber);
      done({ kind: 'problems', days });
      return;
    }
    update.mutate(
      { date, type, meals: draftToMeals(draft), ...(plan ? { version: plan.version } : {}) },
      {
        onSuccess: () => {
          stop();
          done({ kind: 'saved' });
        },
        onError: (failure) => {
          const conflict = failure instanceof ApiRequestError && failure.status === 409;
          // After a conflict the newer plan is shown; any other failure keeps the edits.
          if (conflict) stop();
          done({ kind: 'failed', message: planUpdateErrorText(failure), conflict });
        },
      },
    );
  }

  return {
    draft,
    dispatch,
    editing: draft !== null,
    saving: update.isPending,
    problems: draft && showProblems ? draftProblems(draft) : new Map(),
    start,
    stop,
    save,
  };
}
