import { ZERO_NUTRITION } from '@thrive/nutrition';
import {
  MEAL_PLAN_LIMITS,
  type PlanDayEntry,
  type PlannedMeal,
  type UpdateMealPlanRequest,
  PLAN_SERVINGS,
} from '@thrive/contract';

/** The form state of a planned meal being edited on the dashboard: its name and servings as typed. */
export interface MealEdit {
  /** Stable across edits, so React keeps each input's focus and caret. */
  key: string;
  name: string;
  /** As typed; '' means "not given". */
  servings: string;
  /** The planned meal this one was loaded from; null for one added while editing. */
  source: PlannedMeal | null;
}

export interface DraftRow {
  label: string;
  items: MealEdit[];
}

export interface DraftDay {
  dayNumber: number;
  rows: DraftRow[];
}

export type Draft = DraftDay[];

export interface ItemAddress {
  dayNumber: number;
  rowIndex: number;
}

export type DraftAction =
  | ({ type: 'rename'; key: string; name: string } & ItemAddress)
  | ({ type: 'servings'; key: string; servings: string } & ItemAddress)
  | ({ type: 'remove'; key: string } & ItemAddress)
  | ({ type: 'add'; name: string } & ItemAddress);

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export function toDraft(days: readonly PlanDayEntry[]): Draft {
  return [...days]
    .sort((a, b) => a.dayNumber - b.dayNumber)
    .map((day) => ({
      dayNumber: day.dayNumber,
      rows: day.rows.map((row) => ({
        label: row.label,
        items: row.items.map((item) => ({
          key: newKey(),
          name: item.name,
          servings: item.servings === undefined ? '' : String(item.servings),
          source: item,
        })),
      })),
    }));
}

function updateRow(draft: Draft, { dayNumber, rowIndex }: ItemAddress, change: (row: DraftRow) => DraftRow): Draft {
  return draft.map((day) =>
    day.dayNumber === dayNumber
      ? { ...day, rows: day.rows.map((row, index) => (index === rowIndex ? change(row) : row)) }
      : day,
  );
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'rename':
      return updateRow(draft, action, (row) => ({
        ...row,
        items: row.items.map((item) => (item.key === action.key ? { ...item, name: action.name } : item)),
      }));
    case 'servings':
      return updateRow(draft, action, (row) => ({
        ...row,
        items: row.items.map((item) => (item.key === action.key ? { ...item, servings: action.servings } : item)),
      }));
    case 'remove':
      return updateRow(draft, action, (row) => ({
        ...row,
        items: row.items.filter((item) => item.key !== action.key),
      }));
    case 'add': {
      const name = action.name.trim();
      if (!name) return draft;
      return updateRow(draft, action, (row) =>
        row.items.length >= MEAL_PLAN_LIMITS.maxItemsPerCell
          ? row
          : { ...row, items: [...row.items, { key: newKey(), name, servings: '', source: null }] },
      );
    }
  }
}

/** What is wrong with an item's name, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name, or remove the item.';
  if (trimmed.length > MEAL_PLAN_LIMITS.maxNameLength)
    return `Keep the name within ${MEAL_PLAN_LIMITS.maxNameLength} characters.`;
  return null;
}

/** What is wrong with an item's servings as typed, or null. */
export function servingsProblem(item: Pick<MealEdit, 'servings' | 'source'>): string | null {
  const typed = item.servings.trim();
  // An item that never had servings may keep having none; a recipe's servings scale its nutrition.
  if (!typed) return item.source?.servings === undefined ? null : 'Enter the servings.';
  const value = Number(typed);
  if (!Number.isFinite(value) || value < PLAN_SERVINGS.min || value > PLAN_SERVINGS.max) {
    return `Servings must be from ${PLAN_SERVINGS.min} to ${PLAN_SERVINGS.max}.`;
  }
  return null;
}

/** Every item with a problem, by its key; empty when the draft can be saved. */
export function draftProblems(draft: Draft): Map<string, { name: string | null; servings: string | null }> {
  const problems = new Map<string, { name: string | null; servings: string | null }>();
  for (const day of draft) {
    for (const row of day.rows) {
      for (const item of row.items) {
        const name = nameProblem(item.name);
        const servings = servingsProblem(item);
        if (name || servings) problems.set(item.key, { name, servings });
      }
    }
  }
  return problems;
}

/**
 * A planned meal as it will be stored: the loaded one with the name and servings typed. Its nutrition is one
 * serving's, so changing the servings leaves it as it was and nothing drifts however often it is edited.
 */
export function editedMeal(item: MealEdit): PlannedMeal {
  const typed = item.servings.trim();
  const loaded: Omit<PlannedMeal, 'name'> = item.source ?? ZERO_NUTRITION;
  const { servings: _loaded, ...kept } = loaded;
  return { ...kept, name: item.name.trim(), ...(typed ? { servings: Number(typed) } : {}) };
}

export function draftToMeals(draft: Draft): UpdateMealPlanRequest['meals'] {
  return draft.map((day) => ({
    dayNumber: day.dayNumber,
    rows: day.rows.map((row) => ({ label: row.label, items: row.items.map(editedMeal) })),
  }));
}
