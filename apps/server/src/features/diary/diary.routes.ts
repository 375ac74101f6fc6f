import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDiaryEntryRoute,
  copyDiaryDayRoute,
  deleteDiaryEntryRoute,
  DIARY_LIMITS,
  DIARY_MESSAGES,
  diaryRangeRoute,
  getDiaryDayRoute,
  logPlanRoute,
  RECENT_FOODS,
  recentFoodsRoute,
  type RecentFood,
  updateDiaryEntryRoute,
  type DiaryDay,
} from '@thrive/contract';
import { sumNutrients } from '@thrive/nutrition';
import { currentUser } from '../../auth/require-user';
import type { Database } from '../../db/database';
import { endpoint } from '../../lib/api-routes';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { entryRow, type DiarySources } from './diary-amounts';
import {
  countDay,
  dayRows,
  deleteEntry,
  insertEntries,
  latestFoodRows,
  rangeRows,
  toEntry,
  updateEntry,
  type NewEntryRow,
} from './diary.repository';
import { planCovering, plannedEntries } from './planned-entries';

/** Adds entries to a day within its limit, in one transaction with the count so two requests cannot pass it. */
async function addWithinLimit(userId: string, date: string, entries: NewEntryRow[], db: Database) {
  return db.transaction(async (tx) => {
    if ((await countDay(userId, date, tx)) + entries.length > DIARY_LIMITS.entriesPerDay) {
      throw new ConflictError(DIARY_MESSAGES.dayFull);
    }
    return insertEntries(userId, date, entries, tx);
  });
}

/** The food diary (docs/product.md, "Food diary"): every route reads and writes only the signed-in user's entries. */
export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const sources: DiarySources = {
    food: (id) => app.foods.food(id),
    recipe: (id) => app.recipes.recipe(id),
    barcodes: app.foods.barcodes,
    recipeMicronutrients: (id) => app.foods.recipeMicronutrients(id),
  };

  async function diaryDay(userId: string, date: string): Promise<DiaryDay> {
    const [rows, targets] = await Promise.all([dayRows(userId, date, db()), app.targetsOf(userId)]);
    const entries = rows.map(toEntry);
    return { date, entries, totals: sumNutrients(entries.map((entry) => entry.nutrients)), targets };
  }

  app.route({
    ...endpoint(app, getDiaryDayRoute),
    handler: async (request) => diaryDay(currentUser(request).id, request.params.date),
  });

  app.route({
    ...endpoint(app, addDiaryEntryRoute),
    handler: async (request, reply) => {
      const row = await entryRow(request.body, sources);
      const [written] = await addWithinLimit(currentUser(request).id, request.params.date, [row], db());
      return reply.code(201).send(toEntry(written!));
    },
  });

  app.route({
    ...endpoint(app, updateDiaryEntryRoute),
    handler: async (request) => {
      const { date, entryId } = request.params;
      const row = await entryRow(request.body, sources);
      const updated = await updateEntry(currentUser(request).id, date, entryId, row, db());
      if (!updated) throw new NotFoundError(DIARY_MESSAGES.entryNotFound);
      return toEntry(updated);
    },
  });

  app.route({
    ...endpoint(app, deleteDiaryEntryRoute),
    handler: async (request) => {
      const { date, entryId } = request.params;
      const deleted = await deleteEntry(currentUser(request).id, date, entryId, db());
      if (!deleted) throw new NotFoundError(DIARY_MESSAGES.entryNotFound);
      return toEntry(deleted);
    },
  });

  app.route({
    ...endpoint(app, logPlanRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { date } = request.params;
      const plan = await planCovering(userId, request.body.type, date, db());
      if (!plan) throw new NotFoundError(DIARY_MESSAGES.noPlan);
      const logged = new Set((await dayRows(userId, date, db())).map((row) => row.planItem));
      const entries = plannedEntries(plan, date, request.body.meal, sources.recipeMicronutrients).filter(
        (entry) => !logged.has(entry.planItem!),
      );
      await addWithinLimit(userId, date, entries, db());
      return diaryDay(userId, date);
    },
  });

  app.route({
    ...endpoint(app, copyDiaryDayRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { date } = request.params;
      const copies = (await dayRows(userId, request.body.from, db())).map(
        ({
          id: _id,
          seq: _seq,
          userId: _user,
          date: _date,
          createdAt: _created,
          planType: _type,
          planItem: _item,
          ...entry
        }) => entry,
      );
      await addWithinLimit(userId, date, copies, db());
      return diaryDay(userId, date);
    },
  });

  app.route({
    ...endpoint(app, diaryRangeRoute),
    handler: async (request) => {
      const byDate = new Map<string, DiaryDay['entries'][number]['nutrients'][]>();
      for (const row of await rangeRows(currentUser(request).id, request.query, db())) {
        byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.nutrients]);
      }
      return {
        days: [...byDate].map(([date, list]) => ({ date, entries: list.length, totals: sumNutrients(list) })),
      };
    },
  });

  app.route({
    ...endpoint(app, recentFoodsRoute),
    handler: async (request) => {
      const rows = await latestFoodRows(currentUser(request).id, RECENT_FOODS.entries, db());
      const times = new Map<string, number>();
      // Newest first: each food's first row is the amount it was logged with last.
      const latest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        times.set(row.foodId!, (times.get(row.foodId!) ?? 0) + 1);
        if (!latest.has(row.foodId!)) latest.set(row.foodId!, row);
      }
      // The most logged first; among equals, the one logged last (the sort keeps their order).
      const ranked = [...latest.values()]
        .sort((a, b) => times.get(b.foodId!)! - times.get(a.foodId!)!)
        .slice(0, RECENT_FOODS.shown);
      const foods: RecentFood[] = [];
      for (const row of ranked) {
        const food = await app.foods.food(row.foodId!);
        const { id: _id, ...amount } = toEntry(row).food!;
        if (food) foods.push({ food, amount, times: times.get(food.id)! });
      }
      return { foods };
    },
  });
};
