import { useEffect, useState } from 'react';
import { localIsoDate } from '../../lib/local-date';
import { Link } from 'react-router';
import { Save, Settings2, Sparkles } from 'lucide-react';
import { MEAL_PLAN_MESSAGES } from '@thrive/contract';
import { Field } from '../../components/ui/field';
import { ShoppingListButton } from '../../components/meal-plans/shopping-list-button';
import { ApiRequestError } from '../../lib/api-error';
import { useAuth } from '../../lib/session';
import { formatLongDate, isIsoDate } from '../../lib/calendar';
import { useTargets } from '../../lib/targets/use-targets';
import { useSaveAskingBeforeReplace } from '../../lib/meal-plans/save-asking-before-replace';
import { ReplacePlanDialog } from '../../components/meal-plans/replace-plan-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddMealDialog } from './components/add-meal-dialog';
import { CustomizeTableDialog } from './components/customize-table-dialog';
import { ItemDetailsDialog } from './components/item-details-dialog';
import { addFocusKey, itemFocusKey } from './components/plan-cell';
import { PlanDayCards } from './components/plan-day-cards';
import { PlanGrid } from './components/plan-grid';
import { WeekSummary } from './components/week-summary';
import { kcal } from '../../lib/nutrition-text';
import { readDraft, writeDraft } from './stored-draft';
import {
  addItem,
  cellAt,
  createTable,
  dayLabel,
  isCellFull,
  itemCount,
  removeItem,
  resizeTable,
  setServings,
  tableItems,
  toSaveRequest,
  weekSummary,
  type PlanTable,
  type TableMeal,
} from './plan-table';
import './meal-planner-page.css';

const CUSTOMIZE_FOCUS_KEY = 'customize';

type Notice = { tone: 'error' | 'info'; text: string } | { tone: 'success'; date: string };

interface Slot {
  row: number;
  day: number;
}

function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'Failed to save meal plan. Please try again.';
  if (error.status === 0) return MEAL_PLAN_MESSAGES.cannotConnect;
  if (error.status === 401) return MEAL_PLAN_MESSAGES.loginToSave;
  return `Failed to save meal plan: ${error.message}`;
}

export function MealPlannerPage() {
  useDocumentTitle('Custom Meal Planner');
  const [initial] = useState(readDraft);
  const [table, setTable] = useState<PlanTable>(() => initial?.table ?? createTable());
  const [date, setDate] = useState(() => initial?.date ?? localIsoDate());
  const { resolved } = useTargets();
  const target = resolved.calories;

  const [adding, setAdding] = useState<Slot | null>(null);
  const [viewing, setViewing] = useState<(Slot & { itemId: string }) | null>(null);
  const [customizing, setCustomizing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Where focus goes when a dialog closes or the focused control disappears: the dialogs open from state,
  // not from a trigger they know, and a removed item or a filled cell's add button cannot take focus back.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const { user, isPending: authPending } = useAuth();
  const save = useSaveAskingBeforeReplace();

  useEffect(() => writeDraft({ table, date }), [table, date]);

  const dialogOpen = adding !== null || viewing !== null || customizing;
  useEffect(() => {
    if (!focusTarget || dialogOpen) return;
    // After the dialog's own focus return, which runs on the next task.
    const timer = window.setTimeout(() => {
      // Both layouts hold the control; the one on screen takes focus.
      const candidates = [...document.querySelectorAll<HTMLElement>(`[data-focus="${focusTarget}"]`)];
      (candidates.find((element) => element.offsetParent !== null) ?? candidates[0])?.focus();
      setFocusTarget(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusTarget, dialogOpen]);

  function change(next: (current: PlanTable) => PlanTable) {
    setTable(next);
    setNotice(null);
  }

  const slotName = (slot: Slot | null) => (slot ? `${dayLabel(slot.day, date)} · ${table.rows[slot.row] ?? ''}` : '');

  function add(item: TableMeal) {
    if (!adding) return;
    const { row, day } = adding;
    const filled = [...cellAt(table, row, day), item];
    change((current) => addItem(current, row, day, item));
    setAdding(null);
    setFocusTarget(isCellFull(filled) ? itemFocusKey(item.id) : addFocusKey(row, day));
  }

  function closeAdding() {
    if (adding) setFocusTarget(addFocusKey(adding.row, adding.day));
    setAdding(null);
  }

  function closeViewing() {
    if (viewing) setFocusTarget(itemFocusKey(viewing.itemId));
    setViewing(null);
  }

  function remove(row: number, day: number, itemId: string) {
    change((current) => removeItem(current, row, day, itemId));
    setViewing(null);
    setFocusTarget(addFocusKey(row, day));
  }

  const layout = {
    table,
    planDate: date,
    target,
    onAdd: (row: number, day: number) => setAdding({ row, day }),
    onOpen: (row: number, day: number, item: TableMeal) => setViewing({ row, day, itemId: item.id }),
    onRemove: (row: number, day: number, item: TableMeal) => remove(row, day, item.id),
  };

  const viewed = viewing ? cellAt(table, viewing.row, viewing.day).find((item) => item.id === viewing.itemId) : null;

  function handleSave() {
    if (!user) return setNotice({ tone: 'error', text: MEAL_PLAN_MESSAGES.loginToSave });
    if (itemCount(table) === 0) return setNotice({ tone: 'error', text: MEAL_PLAN_MESSAGES.addMealFirst });
    if (!isIsoDate(date)) return setNotice({ tone: 'error', text: 'Please choose the date to save your plan under.' });
    setNotice(null);
    save.mutate(toSaveRequest(table, date), {
      onSuccess: (saved) => setNotice({ tone: 'success', date: saved.date }),
      onError: (error) => setNotice({ tone: 'error', text: saveErrorMessage(error) }),
      onKept: (text) => setNotice({ tone: 'info', text }),
    });
  }

  return (
    <div className="page planner">
      <div className="container">
        <header className="page-header">
          <span className="eyebrow">Your week, your way</span>
          <h1>Custom Meal Planner</h1>
          <p>
            Add recipes or your own meals, up to three in each slot, and watch every day add up against your target.
            Save the plan to find it on your dashboard.
          </p>
        </header>

        <div className="planner__toolbar">
          <Field className="field planner__date" label="Plan date">
            {(control) => (
              <input
                className="input"
                type="date"
                value={date}
                required
                {...control}
                onChange={(event) => {
                  setDate(event.target.value);
                  setNotice(null);
                }}
              />
            )}
          </Field>
          <div className="planner__actions">
            <button
              type="button"
              data-focus={CUSTOMIZE_FOCUS_KEY}
              className="btn btn-secondary"
              onClick={() => setCustomizing(true)}
            >
              <Settings2 size={18} aria-hidden="true" /> Customize Table
            </button>
            <Link to="/aimeal" className="btn btn-ghost">
              <Sparkles size={18} aria-hidden="true" /> AI Meal Plan
            </Link>
            <ShoppingListButton listId="planner" items={tableItems(table)} />
            <button
              type="button"
              className="btn btn-primary"
              onClick={handleSave}
              disabled={save.isPending || authPending}
              aria-busy={save.isPending}
            >
              <Save size={18} aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save Meal Plan'}
            </button>
          </div>
        </div>

        <div className="planner__notice" role="status" aria-live="polite">
          {notice && notice.tone !== 'success' ? (
            <p className="form-message" data-tone={notice.tone}>
              {notice.text}
            </p>
          ) : null}
          {notice?.tone === 'success' ? (
            <p className="form-message" data-tone="success">
              Plan saved for {formatLongDate(notice.date)}. Find it on <Link to="/dashboard">your dashboard</Link>.
            </p>
          ) : null}
        </div>

        <p className="planner__target">
          Totals compare with a daily target of <strong>{kcal(target)}</strong>
          {resolved.caloriesChosen ? (
            <>
              {' '}
              from <Link to="/profile/targets">your targets</Link>.
            </>
          ) : (
            <>
              , a standard day. <Link to="/calorie-calculator">Work out your own in the calorie calculator</Link>.
            </>
          )}
        </p>
        <PlanGrid {...layout} />
        <PlanDayCards {...layout} />

        <WeekSummary summary={weekSummary(table)} days={table.days} target={target} />
      </div>

      <AddMealDialog
        key={adding ? `${adding.row}-${adding.day}` : 'closed'}
        open={adding !== null}
        onOpenChange={(open) => (open ? undefined : closeAdding())}
        slot={slotName(adding)}
        exclusions={resolved.exclusions}
        onAdd={add}
      />
      <ItemDetailsDialog
        item={viewed ?? null}
        slot={slotName(viewing)}
        onClose={closeViewing}
        onServingsChange={(servings) => {
          if (viewing) change((current) => setServings(current, viewing.row, viewing.day, viewing.itemId, servings));
        }}
        onRemove={() => {
          if (viewing) remove(viewing.row, viewing.day, viewing.itemId);
        }}
      />
      <ReplacePlanDialog {...save.dialog} />
      <CustomizeTableDialog
        key={customizing ? 'open' : 'closed'}
        open={customizing}
        onOpenChange={(open) => {
          setCustomizing(open);
          if (!open) setFocusTarget(CUSTOMIZE_FOCUS_KEY);
        }}
        table={table}
        onApply={(rows, days, labels) => change((current) => resizeTable(current, rows, days, labels))}
      />
    </div>
  );
}

export { MealPlannerPage as Component };
