import { useEffect, useId, useRef, useState } from 'react';
import { Sparkles, Utensils } from 'lucide-react';
import { MEAL_PLAN_MESSAGES, type MealPlanType } from '@thrive/contract';
import { useDeleteMealPlan } from '../../../lib/meal-plans/delete-meal-plan';
import { useSavedPlan } from '../../../lib/meal-plans/get-plans-on-date';
import { planDayNumber } from '../../../lib/meal-plans/plan-coverage';
import { emptyPlanText, planDeleteErrorText, planFetchErrorText, PLAN_TYPE_NAMES } from '../plan-messages';
import { planDayTitle, planHasMeals, planProgress, planSpanLabel } from '../plan-view';
import { useMealTicks } from '../use-meal-ticks';
import { usePlanEditor } from '../use-plan-editor';
import { DayEditor, type ItemProblems } from './day-editor';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanPanelActions } from './plan-panel-actions';
import { DayMeals, PlanDaySection } from './plan-day';

interface PlanPanelProps {
  type: MealPlanType;
  date: string;
  /** Another plan is being edited: only one plan is edited at a time (docs/product.md, "A date's plans"). */
  editLocked: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** What takes focus once the panel has rendered its next state. */
type FocusTarget = 'edit' | 'editor' | 'problem';

/**
 * The saved plan (custom or AI) covering the chosen date, in the states of docs/product.md, "A date's plans": loading,
 * error, empty, list, editing and saving. It opens on the chosen date's day; edits, ticks and deletes name the plan by
 * the date it starts on.
 */
export function PlanPanel({ type, date, editLocked, onEditingChange }: PlanPanelProps) {
  const headingId = useId();
  const plan = useSavedPlan(type, date);
  const loaded = plan.data ?? null;
  const start = loaded?.date ?? date;
  const editor = usePlanEditor(type, start, loaded);
  const ticks = useMealTicks(type, start);
  const remove = useDeleteMealPlan();
  // Until a day is toggled, the chosen date's day is the open one.
  const [toggledDays, setToggledDays] = useState<ReadonlySet<number> | null>(null);
  const openDays = toggledDays ?? new Set(loaded ? [planDayNumber(loaded, date)] : []);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  /** Set by a handler; taken once the state that handler changed is on the page. */
  const focusTarget = useRef<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const name = `${PLAN_TYPE_NAMES[type]} Meal Plan`;
  const lowerName = `${type === 'custom' ? 'custom' : 'AI'} meal plan`;
  const days = loaded ? [...loaded.meals].sort((a, b) => a.dayNumber - b.dayNumber).map(ticks.shown) : [];
  const { draft, editing, saving } = editor;
  const problems: ReadonlyMap<string, ItemProblems> = editor.problems;
  const shownError = error ?? ticks.error;

  // After every render: the handler's change is on the page now, so the element to focus exists.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const body = bodyRef.current;
    if (target === 'edit') editRef.current?.focus();
    if (target === 'editor') {
      const first =
        body?.querySelector<HTMLElement>('.plan-rows--editing input') ??
        body?.querySelector<HTMLElement>('.plan-day__toggle');
      first?.focus();
    }
    if (target === 'problem') body?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  function toggleDay(dayNumber: number) {
    setToggledDays((current) => {
      const next = new Set(current ?? openDays);
      if (!next.delete(dayNumber)) next.add(dayNumber);
      return next;
    });
  }

  function clearMessages() {
    setError(null);
    ticks.clearError();
    setNotice('');
  }

  function startEditing() {
    clearMessages();
    editor.start();
    onEditingChange(true);
    focusTarget.current = 'editor';
  }

  function stopEditing(message: string) {
    editor.stop();
    onEditingChange(false);
    setNotice(message);
    focusTarget.current = 'edit';
  }

  function save() {
    setError(null);
    editor.save((outcome) => {
      if (outcome.kind === 'problems') {
        // Open the days holding a problem, so every message can be seen.
        setToggledDays(new Set(outcome.days));
        setError('Some meals need attention before saving.');
        focusTarget.current = 'problem';
        return;
      }
      if (outcome.kind === 'failed') setError(outcome.message);
      if (outcome.kind === 'failed' && !outcome.conflict) return;
      // Save Changes shows the plan as stored and closes every day.
      setToggledDays(new Set());
      onEditingChange(false);
      setNotice(outcome.kind === 'saved' ? 'Changes saved.' : '');
      focusTarget.current = 'edit';
    });
  }

  function confirmDelete() {
    remove.mutate(
      { date: start, type },
      {
        onSuccess: () => {
          setDeleteOpen(false);
          setToggledDays(new Set());
          setError(null);
          setNotice(`The ${lowerName} was deleted.`);
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
                title={planDayTitle(start, day.dayNumber)}
                open={openDays.has(day.dayNumber)}
                onToggle={() => toggleDay(day.dayNumber)}
              >
                {draftDay ? (
                  <DayEditor day={draftDay} dispatch={editor.dispatch} problems={problems} />
                ) : (
                  <DayMeals
                    day={day}
                    pending={ticks.pendingRows(day)}
                    onToggleMeal={(rowIndex) => {
                      setNotice('');
                      ticks.toggle(day, rowIndex);
                    }}
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
              {planSpanLabel(start, loaded.totalDays)} · {overall.done} of {overall.total} meals eaten
            </p>
          ) : null}
        </div>
        <PlanPanelActions
          editing={editing}
          saving={saving}
          fetching={plan.isFetching}
          editLocked={editLocked}
          editRef={editRef}
          onSave={save}
          onCancel={() => {
            setError(null);
            stopEditing('Edit cancelled; nothing was changed.');
          }}
          onRefresh={() => {
            clearMessages();
            void plan.refetch();
          }}
          onEdit={startEditing}
          onDelete={() => {
            remove.reset();
            setDeleteOpen(true);
          }}
          shopping={
            loaded
              ? {
                  listId: `saved:${type}:${start}`,
                  items: loaded.meals.flatMap((day) => day.rows.flatMap((row) => row.items)),
                }
              : null
          }
        />
      </div>

      <div className="plan-panel__body" ref={bodyRef}>
        {body}
      </div>

      {shownError ? (
        <p className="form-message plan-panel__error" data-tone="error" role="alert">
          {shownError}
        </p>
      ) : null}
      <p className="plan-panel__notice" role="status">
        {notice}
      </p>

      <DeletePlanDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        planName={lowerName}
        dateText={loaded ? planSpanLabel(start, loaded.totalDays) : ''}
        deleting={remove.isPending}
        error={remove.isError ? planDeleteErrorText(remove.error) : null}
        onConfirm={confirmDelete}
        focusAfterDelete={() => headingRef.current}
      />
    </section>
  );
}
