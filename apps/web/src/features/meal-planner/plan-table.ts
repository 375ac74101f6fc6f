import { portionNutrition, scaleNutrition, sumNutrition, ZERO_NUTRITION, type Nutrition } from '@thrive/nutrition';
import { isIsoDate, planDayLabel } from '../../lib/calendar';
import { ownImage } from '../../lib/meal-plans/own-image';
import {
  DEFAULT_MEAL_ROWS,
  MEAL_PLAN_LIMITS,
  WEEK_DAYS,
  type PlannedMeal,
  type RecipeSummary,
  type SaveMealPlanRequest,
  PLAN_SERVINGS,
} from '@thrive/contract';

/** The planner's table, held as plain immutable data so every rule here can be tested without a browser. */

/** A planned meal in a cell of the table, always with its servings, and an id the table tells meals apart by. */
export type TableMeal = PlannedMeal & { id: string; servings: number };

export type Cell = readonly TableMeal[];

export interface PlanTable {
  /** The meal rows' labels, top to bottom. */
  rows: readonly string[];
  days: number;
  /** `cells[row][day]`: always `rows.length` rows of `days` cells. */
  cells: readonly (readonly Cell[])[];
}

export const TABLE_LIMITS = {
  rows: { min: 1, max: MEAL_PLAN_LIMITS.maxRows },
  days: { min: 1, max: MEAL_PLAN_LIMITS.maxDays },
  itemsPerCell: MEAL_PLAN_LIMITS.maxItemsPerCell,
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A day column's name: its date counted from the plan date ("Mon 23 Nov"). While no date is chosen, the
 * first week is Monday..Sunday, then "Day 8", "Day 9"…
 */
export function dayLabel(index: number, planDate: string): string {
  if (isIsoDate(planDate)) return planDayLabel(planDate, index);
  const weekday = WEEK_DAYS[index];
  return weekday ? capitalise(weekday) : `Day ${index + 1}`;
}

/** Breakfast, Lunch, Dinner (docs/product.md, "Custom meal planner"), then a snack, then numbered meals. */
export function defaultRowLabel(index: number): string {
  const named = DEFAULT_MEAL_ROWS[index];
  if (named) return named;
  return index === DEFAULT_MEAL_ROWS.length ? 'Snack' : `Meal ${index + 1}`;
}

/** A row's label as it will be saved: trimmed, within the contract's length, never blank. */
export function cleanRowLabel(label: string, index: number): string {
  const trimmed = label.trim().slice(0, MEAL_PLAN_LIMITS.maxLabelLength).trim();
  return trimmed || defaultRowLabel(index);
}

const emptyCells = (days: number): Cell[] => Array.from({ length: days }, () => []);

export function createTable(rowCount: number = DEFAULT_MEAL_ROWS.length, days: number = WEEK_DAYS.length): PlanTable {
  const rows = Array.from({ length: rowCount }, (_, index) => defaultRowLabel(index));
  return { rows, days, cells: rows.map(() => emptyCells(days)) };
}

export function cellAt(table: PlanTable, row: number, day: number): Cell {
  return table.cells[row]?.[day] ?? [];
}

export function isCellFull(cell: Cell): boolean {
  return cell.length >= TABLE_LIMITS.itemsPerCell;
}

function updateCell(table: PlanTable, row: number, day: number, change: (cell: Cell) => Cell): PlanTable {
  if (row < 0 || row >= table.rows.length || day < 0 || day >= table.days) return table;
  const cells = table.cells.map((days, r) =>
    r === row ? days.map((cell, d) => (d === day ? change(cell) : cell)) : days,
  );
  return { ...table, cells };
}

/** Adds an item unless the cell already holds three. */
export function addItem(table: PlanTable, row: number, day: number, item: TableMeal): PlanTable {
  return updateCell(table, row, day, (cell) => (isCellFull(cell) ? cell : [...cell, item]));
}

export function removeItem(table: PlanTable, row: number, day: number, itemId: string): PlanTable {
  return updateCell(table, row, day, (cell) => cell.filter((item) => item.id !== itemId));
}

/** Rounds to the 0.25 steps a cook can measure and keeps within what the save contract accepts. */
export function normaliseServings(servings: number): number {
  if (!Number.isFinite(servings)) return 1;
  return clamp(Math.round(servings / PLAN_SERVINGS.step) * PLAN_SERVINGS.step, PLAN_SERVINGS.min, PLAN_SERVINGS.max);
}

export function setServings(table: PlanTable, row: number, day: number, itemId: string, servings: number): PlanTable {
  const next = normaliseServings(servings);
  return updateCell(table, row, day, (cell) =>
    cell.map((item) => (item.id === itemId ? { ...item, servings: next } : item)),
  );
}

export function renameRow(table: PlanTable, row: number, label: string): PlanTable {
  if (row < 0 || row >= table.rows.length) return table;
  return {
    ...table,
    rows: table.rows.map((current, index) => (index === row ? cleanRowLabel(label, index) : current)),
  };
}

/** How many items a resize to `rows` × `days` would drop, so the page can ask first. */
export function droppedItemCount(table: PlanTable, rows: number, days: number): number {
  let dropped = 0;
  table.cells.forEach((cells, r) =>
    cells.forEach((cell, d) => {
      if (r >= rows || d >= days) dropped += cell.length;
    }),
  );
  return dropped;
}

/**
 * The table at a new size, each dimension kept within its limits. Cells inside both sizes keep their
 * items; new rows take `labels` (or a default label), new cells start empty.
 */
export function resizeTable(table: PlanTable, rows: number, days: number, labels: readonly string[] = []): PlanTable {
  const rowCount = clamp(Math.trunc(rows) || TABLE_LIMITS.rows.min, TABLE_LIMITS.rows.min, TABLE_LIMITS.rows.max);
  const dayCount = clamp(Math.trunc(days) || TABLE_LIMITS.days.min, TABLE_LIMITS.days.min, TABLE_LIMITS.days.max);
  const rowLabels = Array.from({ length: rowCount }, (_, index) =>
    cleanRowLabel(labels[index] ?? table.rows[index] ?? '', index),
  );
  const cells = rowLabels.map((_, r) =>
    Array.from({ length: dayCount }, (_, d) => cellAt(table, r, d).slice(0, TABLE_LIMITS.itemsPerCell)),
  );
  return { rows: rowLabels, days: dayCount, cells };
}

export function dayItems(table: PlanTable, day: number): TableMeal[] {
  return table.rows.flatMap((_, row) => cellAt(table, row, day));
}

export function dayTotals(table: PlanTable, day: number): Nutrition {
  return sumNutrition(dayItems(table, day).map(portionNutrition));
}

export interface WeekSummary {
  total: Nutrition;
  /** Days with at least one item: an empty day is not yet planned, not a fast. */
  plannedDays: number;
  /** The mean over planned days (zero when none is planned). */
  average: Nutrition;
}

export function weekSummary(table: PlanTable): WeekSummary {
  const days = Array.from({ length: table.days }, (_, day) => day);
  const planned = days.filter((day) => dayItems(table, day).length > 0);
  const total = sumNutrition(days.map((day) => dayTotals(table, day)));
  const average = scaleNutrition(total, 1 / (planned.length || 1));
  return { total, plannedDays: planned.length, average };
}

/** Every item of the table, row by row. */
export function tableItems(table: PlanTable): TableMeal[] {
  return table.cells.flatMap((cells) => cells.flat());
}

export function itemCount(table: PlanTable): number {
  return tableItems(table).length;
}

/** Meal names are shown cut at 20 characters; the full name stays available on hover and to readers. */
export function truncateName(name: string, length: number = MEAL_PLAN_LIMITS.shownNameLength): string {
  return name.length > length ? `${name.slice(0, length).trimEnd()}…` : name;
}

let idCounter = 0;
/** Unique within this browser; `crypto.randomUUID` is missing outside secure contexts. */
export function newItemId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A search result as one serving of the recipe. */
export function recipeItem(recipe: RecipeSummary, id: string = newItemId()): TableMeal {
  const image = ownImage(recipe.image);
  const { calories, protein, carbs, fat } = recipe.nutrition ?? ZERO_NUTRITION;
  return {
    id,
    recipeId: recipe.id,
    name: recipe.title.trim().slice(0, MEAL_PLAN_LIMITS.maxNameLength),
    ...(image ? { image } : {}),
    servings: 1,
    calories,
    protein,
    carbs,
    fat,
  };
}

/** A meal the visitor names themselves: no nutrition unless they give the calories. */
export function ownItem(name: string, calories: number | null, id: string = newItemId()): TableMeal {
  const kcal = calories !== null && Number.isFinite(calories) && calories > 0 ? Math.min(calories, 10_000) : 0;
  return {
    id,
    name: name.trim().slice(0, MEAL_PLAN_LIMITS.maxNameLength),
    servings: 1,
    ...ZERO_NUTRITION,
    calories: kcal,
  };
}

function toPlannedMeal({ id: _id, ...item }: TableMeal): PlannedMeal {
  return item;
}

/** The save body: one entry per day column, each with every row of the table (empty rows included). */
export function toSaveRequest(table: PlanTable, date: string): SaveMealPlanRequest {
  return {
    totalDays: table.days,
    date,
    type: 'custom',
    meals: Array.from({ length: table.days }, (_, day) => ({
      dayNumber: day + 1,
      rows: table.rows.map((label, row) => ({ label, items: cellAt(table, row, day).map(toPlannedMeal) })),
    })),
  };
}
