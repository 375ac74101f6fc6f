import { z } from 'zod';
import { localIsoDate } from '../../lib/local-date';
import { isIsoDate } from '../../lib/calendar';
import { NutritionSchema, PlannedMealSchema } from '@thrive/contract';
import { TABLE_LIMITS, newItemId, normaliseServings, resizeTable, type PlanTable, type TableMeal } from './plan-table';
import { DEVICE_KEYS } from '../../lib/device-keys';
import { ownImage } from '../../lib/meal-plans/own-image';

export interface PlannerDraft {
  table: PlanTable;
  /** The date the plan will be saved under. */
  date: string;
}

/** A planned meal as stored here; its picture and servings are checked (and mended) when it is read back. */
const StoredMealSchema = PlannedMealSchema.extend({ image: z.string().optional(), servings: z.number() });

/** Version 1 of the draft stored the nutrition of a serving under `perServing`. */
const StoredMealV1Schema = StoredMealSchema.omit({ calories: true, protein: true, carbs: true, fat: true })
  .extend({ perServing: NutritionSchema })
  .transform(({ perServing, ...item }) => ({ ...item, ...perServing }));

// Anything this browser holds may come from an older version of the page or be hand-edited: items that
// no longer fit are dropped one by one rather than losing the whole table.
const LenientItemSchema = z.unknown().transform((value) => {
  const parsed = z.union([StoredMealSchema, StoredMealV1Schema]).safeParse(value);
  return parsed.success ? parsed.data : null;
});

const StoredDraftSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  date: z.string(),
  rows: z.array(z.string()).min(TABLE_LIMITS.rows.min).max(TABLE_LIMITS.rows.max),
  days: z.number().int().min(TABLE_LIMITS.days.min).max(TABLE_LIMITS.days.max),
  cells: z.array(z.array(z.array(LenientItemSchema))),
});

function toItem({ image, servings, ...stored }: z.infer<typeof StoredMealSchema>): TableMeal {
  const ownPicture = ownImage(image);
  // Fresh ids on every load: a copied or hand-edited draft could otherwise repeat one.
  return {
    ...stored,
    ...(ownPicture ? { image: ownPicture } : {}),
    servings: normaliseServings(servings),
    id: newItemId(),
  };
}

/** The draft in `raw`, or null when there is none or it cannot be read. */
export function parseDraft(raw: string | null, today: string = localIsoDate()): PlannerDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const { rows, days, cells, date } = parsed.data;
  const stored: PlanTable = {
    rows,
    days,
    cells: cells.map((row) => row.map((cell) => cell.flatMap((item) => (item ? [toItem(item)] : [])))),
  };
  const validDate = isIsoDate(date) ? date : today;
  return { table: resizeTable(stored, rows.length, days), date: validDate };
}

export function serializeDraft({ table, date }: PlannerDraft): string {
  return JSON.stringify({
    version: 2,
    date,
    rows: table.rows,
    days: table.days,
    cells: table.cells.map((row) => row.map((cell) => cell.map(({ id: _id, ...item }) => item))),
  });
}

export function readDraft(): PlannerDraft | null {
  try {
    return parseDraft(localStorage.getItem(DEVICE_KEYS.mealPlannerDraft));
  } catch {
    return null;
  }
}

export function writeDraft(draft: PlannerDraft): void {
  try {
    localStorage.setItem(DEVICE_KEYS.mealPlannerDraft, serializeDraft(draft));
  } catch {
    // Storage can be full or disabled (private mode); the draft then lasts as long as the page.
  }
}
