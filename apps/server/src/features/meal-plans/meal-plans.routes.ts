import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEAL_PLAN_UPDATED_AT_HEADER,
  MEAL_PLAN_VERSION_HEADER,
  type PlanDayEntry,
  type SavedMealPlan,
  checkMealRoute,
  deleteMealPlanRoute,
  getMealPlanRoute,
  listMealPlansRoute,
  saveMealPlanRoute,
  updateMealPlanRoute,
} from '@thrive/contract';
import { currentUser, type SessionUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import type { mealPlans } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http-errors';
import { deletePlan, findPlan, insertPlan, listPlans, replacePlan, type PlanKey } from './meal-plans.repository';
import { PlanReads } from './plan-reads';
import { keepTicks, rowIndex, toDayEntry, toggleCell, toStoredDays } from './meal-plans.service';

const PLAN_NOT_FOUND = 'No meal plan for this date.';

/**
 * The calls may name an email (decision 0011); the response is always the session's user's, so another email is
 * refused.
 */
function planKey(user: SessionUser, request: { email?: string | undefined; date: string; type: PlanKey['type'] }) {
  if (request.email !== undefined && request.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ForbiddenError('You can only reach your own meal plans.');
  }
  return { userId: user.id, date: request.date, type: request.type };
}

type PlanRow = typeof mealPlans.$inferSelect;

function savedPlan(
  row: Pick<PlanRow, 'date' | 'type' | 'totalDays' | 'version' | 'updatedAt' | 'days'> | undefined,
): SavedMealPlan {
  if (!row) throw new Error('the plan was not written');
  return {
    date: row.date,
    type: row.type,
    totalDays: row.totalDays,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    meals: row.days.map(toDayEntry),
  };
}

/** A plan row read from memory is the same object until it changes: so are its entries, frozen to be written once. */
const entriesOfRow = new WeakMap<PlanRow, PlanDayEntry[]>();
function dayEntries(row: PlanRow): PlanDayEntry[] {
  let entries = entriesOfRow.get(row);
  if (!entries) {
    entries = row.days.map(toDayEntry);
    Object.freeze(entries);
    entriesOfRow.set(row, entries);
  }
  return entries;
}

export const mealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const plans = new PlanReads(app.database, app.changes);

  app.route({
    ...endpoint(app, saveMealPlanRoute),
    handler: async (request) => {
      const key = planKey(currentUser(request), request.body);
      const days = toStoredDays(request.body.meals);
      const row = await plans.change(key, () =>
        db().transaction(async (tx) => {
          const existing = await findPlan(key, tx, true);
          const plan = { totalDays: request.body.totalDays, days };
          return existing
            ? replacePlan(existing.id, { ...plan, days: keepTicks(existing.days, days) }, tx)
            : insertPlan(key, plan, tx);
        }),
      );
      return savedPlan(row);
    },
  });

  app.route({
    ...endpoint(app, getMealPlanRoute),
    handler: async (request, reply) => {
      const key = planKey(currentUser(request), { ...request.params, email: request.query.email });
      const plan = await plans.find(key);
      if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
      reply.header(MEAL_PLAN_VERSION_HEADER, String(plan.version));
      reply.header(MEAL_PLAN_UPDATED_AT_HEADER, plan.updatedAt.toISOString());
      reply.header('cache-control', 'private, no-store');
      return dayEntries(plan);
    },
  });

  app.route({
    ...endpoint(app, updateMealPlanRoute),
    handler: async (request) => {
      const key = planKey(currentUser(request), request.body);
      const days = toStoredDays(request.body.meals);
      const totalDays = Math.max(...days.map((day) => day.dayNumber));
      const row = await plans.change(key, () =>
        db().transaction(async (tx) => {
          const existing = await findPlan(key, tx, true);
          if (!existing) throw new NotFoundError(PLAN_NOT_FOUND);
          const { version } = request.body;
          if (version !== undefined && version !== existing.version) {
            throw new ConflictError('This plan was changed since you opened it. Reload it to see the latest version.');
          }
          return replacePlan(existing.id, { totalDays, days: keepTicks(existing.days, days) }, tx);
        }),
      );
      return savedPlan(row);
    },
  });

  app.route({
    ...endpoint(app, deleteMealPlanRoute),
    handler: async (request) => {
      const key = planKey(currentUser(request), request.query);
      if (!(await plans.change(key, () => deletePlan(key, db())))) throw new NotFoundError(PLAN_NOT_FOUND);
      return { deleted: true as const };
    },
  });

  app.route({
    ...endpoint(app, checkMealRoute),
    handler: async (request) => {
      const key = planKey(currentUser(request), request.body);
      const index = rowIndex(request.body.mealType);
      const row = await plans.change(key, () =>
        db().transaction(async (tx) => {
          const existing = await findPlan(key, tx, true);
          if (!existing) throw new NotFoundError(PLAN_NOT_FOUND);
          const days = toggleCell(existing.days, request.body.dayNumber, index);
          if (!days) {
            const dayExists = existing.days.some((day) => day.dayNumber === request.body.dayNumber);
            const field = dayExists ? 'mealType' : 'dayNumber';
            throw new BadRequestError(`${field}: the plan has no such meal`, { [field]: 'the plan has no such meal' });
          }
          return replacePlan(existing.id, { totalDays: existing.totalDays, days }, tx);
        }),
      );
      return savedPlan(row);
    },
  });

  app.route({
    ...endpoint(app, listMealPlansRoute),
    handler: async (request, reply) => {
      const rows = await listPlans({ userId: currentUser(request).id, ...request.query }, db());
      // With meals, each plan is what save, update and check respond with.
      const plans = rows.map(({ days, ...row }) =>
        days ? savedPlan({ ...row, days }) : { ...row, updatedAt: row.updatedAt.toISOString() },
      );
      reply.header('cache-control', 'private, no-store');
      return { plans };
    },
  });
};
