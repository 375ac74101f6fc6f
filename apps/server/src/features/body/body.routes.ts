import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptCheckInRoute,
  addDays,
  BODY_MESSAGES,
  bodyTrendRoute,
  CHECK_IN,
  checkInRoute,
  deleteBodyEntryRoute,
  listBodyEntriesRoute,
  saveBodyEntryRoute,
  type CheckIn,
  type Targets,
  type TargetsRecord,
  utcToday,
} from '@thrive/contract';
import { checkIn, goalDate, weeklyRate, weightTrend } from '@thrive/nutrition';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import {
  caloriesBeforeCheckInsSince,
  deleteEntry,
  entriesBetween,
  latestWeighIn,
  recordCheckIn,
  saveEntry,
  toBodyEntry,
  weighInsUntil,
} from './body.repository';

const WEEK_MS = 7 * 86_400_000;

/** What body and progress reads and changes of the diary and the targets, composed in app.ts. */
export interface BodyRoutesOptions {
  /** kcal logged on each date of the range that has a diary entry. */
  caloriesEaten: (userId: string, range: { from: string; to: string }) => Promise<{ date: string; calories: number }[]>;
  /** Sets these fields of the user's targets, as changed now. */
  setTargets: (userId: string, targets: Targets) => Promise<TargetsRecord>;
}

/**
 * Body and progress (docs/product.md, "Body and progress"): every route reads and writes only the signed-in user's
 * entries, check-ins and targets.
 */
export const bodyRoutes: FastifyPluginAsyncZod<BodyRoutesOptions> = async (app, { caloriesEaten, setTargets }) => {
  const db = () => app.database.db;

  /**
   * The latest weigh-in is the weight of "My targets", which the calorie calculator reads: after a change on or after
   * the date of the latest one there was, it is set from the latest one there is.
   */
  async function followLatestWeighIn(userId: string, date: string, before: { date: string } | undefined) {
    if (before && date < before.date) return;
    const latest = await latestWeighIn(userId, db());
    if (latest) await setTargets(userId, { weight: latest.weight });
  }

  app.route({
    ...endpoint(app, listBodyEntriesRoute),
    handler: async (request) => ({
      entries: (await entriesBetween(currentUser(request).id, request.query, db())).map(toBodyEntry),
    }),
  });

  app.route({
    ...endpoint(app, saveBodyEntryRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { date } = request.params;
      const before = await latestWeighIn(userId, db());
      const row = await saveEntry(userId, date, request.body, db());
      await followLatestWeighIn(userId, date, before);
      return toBodyEntry(row);
    },
  });

  app.route({
    ...endpoint(app, deleteBodyEntryRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { date } = request.params;
      const before = await latestWeighIn(userId, db());
      const deleted = await deleteEntry(userId, date, db());
      if (!deleted) throw new NotFoundError(BODY_MESSAGES.entryNotFound);
      await followLatestWeighIn(userId, date, before);
      return toBodyEntry(deleted);
    },
  });

  app.route({
    ...endpoint(app, bodyTrendRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { from, to } = request.query;
      const [weighIns, targets] = await Promise.all([weighInsUntil(userId, to, db()), app.targetsOf(userId)]);
      const trend = weightTrend(weighIns);
      const rate = weeklyRate(weighIns, to);
      const last = trend.at(-1);
      return {
        days: trend.filter((day) => day.date >= from),
        weeklyRate: rate === null ? null : Math.round(rate * 100) / 100,
        goal:
          targets.goalWeight === undefined
            ? null
            : {
                weight: targets.goalWeight,
                reachedOn: last ? goalDate(last.date, last.trend, targets.goalWeight, rate) : null,
              },
      };
    },
  });

  /** The check-in of the user's today, with the target as it stood a week ago when a check-in has changed it. */
  async function currentCheckIn(userId: string, today: string): Promise<CheckIn> {
    const from = addDays(today, -CHECK_IN.windowDays);
    const to = addDays(today, -1);
    const [intake, weighIns, targets, caloriesWeekAgo] = await Promise.all([
      caloriesEaten(userId, { from, to }),
      weighInsUntil(userId, to, db()),
      app.targetsOf(userId),
      caloriesBeforeCheckInsSince(userId, new Date(Date.now() - WEEK_MS), db()),
    ]);
    return checkIn({ today, intake, weighIns, targets, caloriesWeekAgo });
  }

  app.route({
    ...endpoint(app, checkInRoute),
    handler: async (request) => currentCheckIn(currentUser(request).id, request.query.today ?? utcToday()),
  });

  app.route({
    ...endpoint(app, acceptCheckInRoute),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { proposal, expenditure } = await currentCheckIn(userId, request.query.today ?? utcToday());
      if (!proposal || expenditure === null) throw new ConflictError(BODY_MESSAGES.noProposal);
      if (proposal.calories !== request.body.calories) throw new ConflictError(BODY_MESSAGES.proposalChanged);
      await recordCheckIn(userId, { caloriesBefore: proposal.current, calories: proposal.calories, expenditure }, db());
      return setTargets(userId, { calories: proposal.calories });
    },
  });
};
