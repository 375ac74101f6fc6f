import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKOUT_MESSAGES, WORKOUT_ROUTES, type Exercise, type Workout } from '@thrive/contract';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import {
  deleteWorkout,
  findWorkout,
  insertWorkout,
  listWorkouts,
  replaceWorkout,
  type WorkoutRow,
} from './workouts.repository';
import { keepLogs, logSet, logWarmUps, plannedExercises } from './workouts.service';

function workout(row: WorkoutRow | undefined): Workout {
  if (!row) throw new Error('the workout was not written');
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    exercises: row.exercises,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A change must start from the version it read, when it names one. */
function checkVersion(row: WorkoutRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw new ConflictError(WORKOUT_MESSAGES.stale);
}

/** Workouts of the signed-in user: planned from the exercise library, followed set by set. */
export interface WorkoutRoutesOptions {
  /** The exercise library by id: it names each exercise of a workout and gives its muscles. */
  exercisesById: () => Promise<ReadonlyMap<string, Exercise>>;
}

export const workoutRoutes: FastifyPluginAsyncZod<WorkoutRoutesOptions> = async (app, { exercisesById }) => {
  const db = () => app.database.db;

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.create),
    handler: async (request, reply) => {
      const { date, name, exercises } = request.body;
      const row = await insertWorkout(
        currentUser(request).id,
        { date, name, exercises: plannedExercises(exercises, await exercisesById()) },
        db(),
      );
      return reply.code(201).send(workout(row));
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.list),
    handler: async (request, reply) => {
      const rows = await listWorkouts(currentUser(request).id, request.query, db());
      reply.header('cache-control', 'private, no-store');
      return { workouts: rows.map(workout) };
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.get),
    handler: async (request, reply) => {
      const row = await findWorkout(currentUser(request).id, request.params.id, db());
      if (!row) throw new NotFoundError(WORKOUT_MESSAGES.notFound);
      reply.header('cache-control', 'private, no-store');
      return workout(row);
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.update),
    handler: async (request) => {
      const { date, name, exercises, version } = request.body;
      const planned = plannedExercises(exercises, await exercisesById());
      const row = await db().transaction(async (tx) => {
        const existing = await findWorkout(currentUser(request).id, request.params.id, tx, true);
        if (!existing) throw new NotFoundError(WORKOUT_MESSAGES.notFound);
        checkVersion(existing, version);
        return replaceWorkout(existing.id, { date, name, exercises: keepLogs(existing.exercises, planned) }, tx);
      });
      return workout(row);
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.logSet),
    handler: async (request) => {
      const row = await db().transaction(async (tx) => {
        const existing = await findWorkout(currentUser(request).id, request.params.id, tx, true);
        if (!existing) throw new NotFoundError(WORKOUT_MESSAGES.notFound);
        checkVersion(existing, request.body.version);
        const exercises = logSet(existing.exercises, request.params.n, request.body);
        return replaceWorkout(existing.id, { exercises }, tx);
      });
      return workout(row);
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.logWarmUps),
    handler: async (request) => {
      const row = await db().transaction(async (tx) => {
        const existing = await findWorkout(currentUser(request).id, request.params.id, tx, true);
        if (!existing) throw new NotFoundError(WORKOUT_MESSAGES.notFound);
        checkVersion(existing, request.body.version);
        const exercises = logWarmUps(existing.exercises, request.params.index, request.body.done);
        return replaceWorkout(existing.id, { exercises }, tx);
      });
      return workout(row);
    },
  });

  app.route({
    ...endpoint(app, WORKOUT_ROUTES.delete),
    handler: async (request) => {
      if (!(await deleteWorkout(currentUser(request).id, request.params.id, db()))) {
        throw new NotFoundError(WORKOUT_MESSAGES.notFound);
      }
      return { deleted: true as const };
    },
  });
};
