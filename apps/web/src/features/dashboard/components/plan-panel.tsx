import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Pencil, RefreshCw, Save, Sparkles, Trash2, Utensils, X } from 'lucide-react';
import { MEAL_PLAN_MESSAGES, type MealPlanType } from '@thrive/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { useCheckMeal } from '../api/check-meal';
import { useDeleteMealPlan } from '../api/delete-meal-plan';
import { useMealPlan } from '../api/get-meal-plan';
import { useUpdateMealPlan } from '../api/update-meal-plan';
import { formatLongDate } from '../calendar';
import { draftProblems, draftReducer, draftToMeals, toDraft, type Draft, type DraftAction } from '../plan-draft';
import {
  emptyPlanText,
  planDeleteErrorText,
  planFetchErrorText,
  planUpdateErrorText,
  mealCheckErrorText,
  PLAN_TYPE_NAMES,
} from '../plan-messages';
import { dayTitle, planHasMeals, planProgress } from '../plan-view';
import { DayEditor, type ItemProblems } from './day-editor';
import { DeletePlanDialog } from './delete-plan-dialog';
import { DayMeals, PlanDaySection } from './plan-day';

interface PlanPanelProps {
  type: MealPlanType;
  date: string;
  /** Another plan is being edited: only one plan is edited at a time (spec §4). */
  editLocked: boolean;
  onEditingChange: (editing: boolean) => void;
}

function draftStateReducer(draft: Draft | null, action: DraftAction | { type: 'start'; draft: Draft | null }) {
  if (action.type === 'start') return action.draft;
  return draft ? draftReducer(draft, action) : draft;
}

/**
 * One saved plan (custom or AI) for the chosen date, in the states of spec §4: loading, error, empty,
 * list, editing and saving.
 */
export function PlanPanel({ type, date, editLocked, onEditingChange }: PlanPanelProps) {
  const headingId = useId();
  const plan = useMealPlan(type, date, true);
  const update = useUpdateMealPlan();
  const remove = useDeleteMealPlan();
  const check = useCheckMeal();
  const [openDays, setOpenDays] = useState<ReadonlySet<number>>(new Set());
  const [draft, dispatch] = useReducer(draftStateReducer, null);
  const [showProblems, setShowProblems] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  /** Meals whose tick is being saved, by "day:row", with the state they are going to. */
  const [pendingTicks, setPendingTicks] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [focusAfter, setFocusAfter] = useState<'heading' | 'edit' | 'editor' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const name = `${PLAN_TYPE_NAMES[type]} Meal Plan`;
  const lowerName = `${type === 'custom' ? 'custom' : 'AI'} meal plan`;
  const loaded = plan.data ?? null;
  const days = loaded ? [...loaded.days].sort((a, b) => a.dayNumber - b.dayNumber) : [];
  const totalDays = days.reduce((most, day) => Math.max(most, day.dayNumber), 0);
  const editing = draft !== null;
  const saving = update.isPending;
  const problems: ReadonlyMap<string, ItemProblems> = draft && showProblems ? draftProblems(draft) : new Map();

  useEffect(() => {
    if (!focusAfter) return;
    // After the dialog's own focus return (scheduled when it closes), so this one wins.
    const timer = window.setTimeout(() => {
      if (focusAfter === 'heading') headingRef.current?.focus();
      if (focusAfter === 'edit') editRef.current?.focus();
      if (focusAfter === 'editor') {
        const body = bodyRef.current;
        const first =
          body?.querySelector<HTMLElement>('.plan-rows--editing input') ??
          body?.querySelector<HTMLElement>('.plan-day__toggle');
        first?.focus();
      }
      setFocusAfter(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusAfter]);

  function toggleDay(dayNumber: number) {
    setOpenDays((current) => {
      const next = new Set(current);
      if (!next.delete(dayNumber)) next.add(dayNumber);
      return next;
    });
  }

  function startEditing() {
    if (!loaded) return;
    dispatch({ type: 'start', draft: toDraft(loaded.days) });
    setShowProblems(false);
    setError(null);
    setNotice('');
    onEditingChange(true);
    setFocusAfter('editor');
  }

  function stopEditing(message: string) {
    dispatch({ type: 'start', draft: null });
    setShowProblems(false);
    onEditingChange(false);
    setNotice(message);
    setFocusAfter('edit');
  }

  function save() {
    if (!draft) return;
    const found = draftProblems(draft);
    if (found.size > 0) {
      setShowProblems(true);
      // Open the days holding a problem, so every message can be seen.
      setOpenDays(
        new Set(
          draft
            .filter((day) => day.rows.some((row) => row.items.some((item) => found.has(item.key))))
            .map((day) => day.dayNumber),
        ),
      );
      setError('Some meals need attention before saving.');
      window.setTimeout(() => bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setError(null);
    update.mutate(
      { date, type, meals: draftToMeals(draft), ...(loaded?.updatedAt ? { updatedAt: loaded.updatedAt } : {}) },
      {
        onSuccess: () => {
          // Spec §4: Save Changes reloads the plans and collapses every day.
          setOpenDays(new Set());
          stopEditing('Changes saved.');
        },
        onError: (failure) => {
          setError(planUpdateErrorText(failure));
          if (failure instanceof ApiRequestError && failure.status === 409) {
            setOpenDays(new Set());
            stopEditing('');
          }
        },
      },
    );
  }

  async function toggleMeal(dayNumber: number, rowIndex: number, completed: boolean) {
    const key = `${dayNumber}:${rowIndex}`;
    // A tick already on its way is not sent twice; ticks of other meals go at once, side by side.
    if (pendingTicks.has(key)) return;
    setError(null);
    setNotice('');
    setPendingTicks((current) => new Map(current).set(key, !completed));
    try {
      await check.mutateAsync({ date, type, dayNumber, mealType: rowIndex });
    } catch (failure) {
      setError(mealCheckErrorText(failure));
    } finally {
      setPendingTicks((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    }
  }

  function confirmDelete() {
    remove.mutate(
      { date, type },
      {
        onSuccess: () => {
          setDeleteOpen(false);
          setOpenDays(new Set());
          setError(null);
          setNotice(`The ${lowerName} was deleted.`);
          setFocusAfter('heading');
        },
      },
    );
  }

  const Icon = type === 'custom' ? Utensils : Sparkles;
  const overall = planProgress(days);

  let body;
  if (plan.isPending) {
    body = (
      <p className="plan-state" aria-busy="true">
        {plan.failureCount > 0
          ? `Still trying to load your ${lowerName} (attempt ${plan.failureCount + 1} of 4)…`
          : `Loading your ${lowerName}…`}
      </p>
    );
  } else if (plan.isError) {
    body = (
      <div className="plan-state plan-state--error" role="alert">
        <p>{planFetchErrorText(plan.error)}</p>
      </div>
    );
  } else if (!loaded) {
    body = <p className="plan-state">{emptyPlanText(type)}</p>;
  } else if (!editing && !planHasMeals(days)) {
    body = <p className="plan-state">{MEAL_PLAN_MESSAGES.noMealData}</p>;
  } else {
    body = (
      <fieldset className="plan-days__fieldset" disabled={saving}>
        <legend className="visually-hidden">{editing ? `Edit the ${lowerName}` : `Days of the ${lowerName}`}</legend>
        {editing ? <p className="plan-hint">Open a day to rename, remove or add meals and change servings.</p> : null}
        <ul className="plan-days" aria-busy={plan.isFetching || saving}>
          {days.map((day) => {
            const draftDay = draft?.find((candidate) => candidate.dayNumber === day.dayNumber);
            return (
              <PlanDaySection
                key={day.dayNumber}
                day={day}
                title={dayTitle(day.dayNumber, totalDays)}
                open={openDays.has(day.dayNumber)}
                onToggle={() => toggleDay(day.dayNumber)}
              >
                {draftDay ? (
                  <DayEditor day={draftDay} dispatch={dispatch} problems={problems} />
                ) : (
                  <DayMeals
                    day={day}
                    pending={
                      new Map(
                        [...pendingTicks]
                          .filter(([key]) => key.startsWith(`${day.dayNumber}:`))
                          .map(([key, target]) => [Number(key.split(':')[1]), target]),
                      )
                    }
                    onToggleMeal={(rowIndex, completed) => void toggleMeal(day.dayNumber, rowIndex, completed)}
                  />
                )}
              </PlanDaySection>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <section className="card dashboard-card plan-panel" aria-labelledby={headingId} data-editing={editing}>
      <div className="plan-panel__head">
        <span className="dashboard-card__icon" data-type={type} aria-hidden="true">
          <Icon size={20} />
        </span>
        <div className="plan-panel__titles">
          <h2 id={headingId} className="dashboard-card__title" ref={headingRef} tabIndex={-1}>
            {name}
          </h2>
          {loaded && days.length > 0 ? (
            <p className="plan-panel__summary">
              {days.length} {days.length === 1 ? 'day' : 'days'} · {overall.done} of {overall.total} meals eaten
            </p>
          ) : null}
        </div>
        <div className="plan-panel__actions">
          {editing ? (
            <>
              <button type="button" className="btn btn-primary" onClick={save} disabled={saving}>
                <Save size={18} aria-hidden="true" /> {saving ? 'Saving…' : 'Save Changes'}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setError(null);
                  stopEditing('Edit cancelled; nothing was changed.');
                }}
                disabled={saving}
              >
                <X size={18} aria-hidden="true" /> Cancel
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-ghost plan-panel__icon-button"
                onClick={() => {
                  setError(null);
                  setNotice('');
                  void plan.refetch();
                }}
                disabled={plan.isFetching}
              >
                <RefreshCw size={18} aria-hidden="true" className={plan.isFetching ? 'spin' : undefined} />
                <span>Refresh</span>
              </button>
              {loaded ? (
                <>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    ref={editRef}
                    onClick={startEditing}
                    disabled={editLocked || plan.isFetching}
                    title={editLocked ? 'Finish editing the other plan first' : undefined}
                  >
                    <Pencil size={18} aria-hidden="true" /> Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost plan-panel__delete"
                    onClick={() => {
                      remove.reset();
                      setDeleteOpen(true);
                    }}
                    disabled={editLocked}
                  >
                    <Trash2 size={18} aria-hidden="true" /> Delete
                  </button>
                </>
              ) : null}
            </>
          )}
        </div>
      </div>

      <div className="plan-panel__body" ref={bodyRef}>
        {body}
      </div>

      {error ? (
        <p className="form-message plan-panel__error" data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="plan-panel__notice" role="status">
        {notice}
      </p>

      <DeletePlanDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        planName={lowerName}
        dateText={formatLongDate(date)}
        deleting={remove.isPending}
        error={remove.isError ? planDeleteErrorText(remove.error) : null}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
