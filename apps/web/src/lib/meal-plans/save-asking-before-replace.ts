import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MealPlanType, SaveMealPlanRequest, SavedMealPlan } from '@thrive/contract';
import { ApiRequestError } from '../api-error';
import { planDayLabel } from '../calendar';
import { plansOnDateQueryOptions, type PlanKey, type PlansOnDate } from './get-plans-on-date';
import { useSaveMealPlan } from './save-meal-plan';

export interface SaveCallbacks {
  onSuccess?: (saved: SavedMealPlan) => void;
  onError?: (error: unknown) => void;
  /** The visitor kept the plan already saved: nothing was sent, and the text says so. */
  onKept?: (message: string) => void;
}

/** What the replace dialog asks: whether to replace a saved plan, or to try again when that could not be checked. */
export type ReplaceQuestion =
  | { kind: 'replace'; saved: SavedMealPlan }
  | { kind: 'check-failed'; date: string; type: MealPlanType; reason: string };

/** The answers the replace dialog gives, and the question it shows (null when closed). */
export interface ReplaceDialogState {
  question: ReplaceQuestion | null;
  /** The control the save was asked from, which may have lost focus while it was disabled. */
  focusOnClose: () => HTMLElement | null;
  onReplace: () => void;
  onKeep: () => void;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * The saved plan a save would replace: only the plan of that type starting on that very date (the key the
 * server saves under). A plan that started earlier and merely covers the date stays as it is.
 */
export function planReplacedBy(plans: PlansOnDate, key: PlanKey): SavedMealPlan | null {
  const shown = plans[key.type];
  return shown?.date === key.date ? shown : null;
}

export function keptMessage(date: string): string {
  return `Nothing was saved: your saved plan for ${planDayLabel(date, 0)} stays as it was.`;
}

function reasonOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : 'The answer could not be read.';
}

interface Waiting {
  body: SaveMealPlanRequest;
  callbacks: SaveCallbacks;
  question: ReplaceQuestion;
}

/**
 * Saving a plan, asking first when it would replace one already saved for that date and type. Whether one is
 * saved is read afresh from the server at each save (another tab or device may have saved since), never
 * from the cache. If that read fails, nothing is saved and the plan stays on the page to try again.
 */
export function useSaveAskingBeforeReplace() {
  const queryClient = useQueryClient();
  const save = useSaveMealPlan();
  const [checking, setChecking] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // A second click while the first is being checked must not ask twice or save twice.
  const busy = useRef(false);
  const askedFrom = useRef<HTMLElement | null>(null);

  function send({ body, callbacks }: Pick<Waiting, 'body' | 'callbacks'>) {
    save.mutate(body, {
      onSuccess: (saved) => callbacks.onSuccess?.(saved),
      onError: (error) => callbacks.onError?.(error),
    });
  }

  async function checkThenSave(body: SaveMealPlanRequest, callbacks: SaveCallbacks) {
    if (busy.current || save.isPending) return;
    busy.current = true;
    setChecking(true);
    try {
      const plans = await queryClient.fetchQuery({
        ...plansOnDateQueryOptions(body.date),
        staleTime: 0,
        // The visitor is waiting on the button: a failure is told at once, with a way to try again.
        retry: false,
      });
      const saved = planReplacedBy(plans, body);
      if (saved) setWaiting({ body, callbacks, question: { kind: 'replace', saved } });
      else send({ body, callbacks });
    } catch (error) {
      // Signed out meanwhile: the page says so in its own words, as it does when the save itself is refused.
      if (error instanceof ApiRequestError && error.status === 401) callbacks.onError?.(error);
      else {
        const question = { kind: 'check-failed' as const, date: body.date, type: body.type, reason: reasonOf(error) };
        setWaiting({ body, callbacks, question });
      }
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }

  /** Saves `body`, or first asks through the dialog; the callbacks tell the page how it ended. */
  function mutate(body: SaveMealPlanRequest, callbacks: SaveCallbacks = {}) {
    const active = document.activeElement;
    askedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
    void checkThenSave(body, callbacks);
  }

  /** Closes the dialog, giving back the save that waited on it. */
  function close(): Waiting | null {
    setWaiting(null);
    return waiting;
  }

  const dialog: ReplaceDialogState = {
    question: waiting?.question ?? null,
    focusOnClose: () => askedFrom.current,
    onReplace: () => {
      const answered = close();
      if (answered) send(answered);
    },
    onKeep: () => {
      const answered = close();
      answered?.callbacks.onKept?.(keptMessage(answered.body.date));
    },
    onRetry: () => {
      const answered = close();
      if (answered) void checkThenSave(answered.body, answered.callbacks);
    },
    onCancel: () => void close(),
  };

  return { mutate, isPending: checking || save.isPending, dialog };
}
