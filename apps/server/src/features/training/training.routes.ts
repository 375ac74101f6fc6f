import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseHistoryRoute, personalRecordsRoute, type PersonalRecord } from '@thrive/contract';
import { exerciseSessions, RecordBook, sessionsByExercise } from '@thrive/training';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { workoutsForTraining } from './training.repository';

/**
 * Training history (docs/product.md, "Training history"): each route reads only the signed-in user's workouts, so
 * another user's exercises are as absent as ones never logged.
 */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...endpoint(app, exerciseHistoryRoute),
    handler: async (request) => {
      const { exerciseId } = request.params;
      const rows = await workoutsForTraining(currentUser(request).id, db(), request.query);
      const sessions = exerciseSessions(rows, exerciseId);
      const latest = rows.findLast((row) => sessions.some((session) => session.workoutId === row.id));
      const name = latest?.exercises.find((exercise) => exercise.exerciseId === exerciseId)?.name ?? null;
      return { exerciseId, name, sessions };
    },
  });

  app.route({
    ...endpoint(app, personalRecordsRoute),
    handler: async (request) => {
      const rows = await workoutsForTraining(currentUser(request).id, db());
      // Each exercise by the name its latest workout gives it, in the order of those names.
      const names = new Map<string, string>();
      for (const row of rows) for (const exercise of row.exercises) names.set(exercise.exerciseId, exercise.name);
      const sessions = sessionsByExercise(rows);
      const records: PersonalRecord[] = [];
      for (const [exerciseId, name] of [...names].sort((a, b) => a[1].localeCompare(b[1]))) {
        const book = new RecordBook().addSessions(sessions.get(exerciseId) ?? []);
        records.push(...book.records().map((record) => ({ exerciseId, name, ...record })));
      }
      return { records };
    },
  });
};
