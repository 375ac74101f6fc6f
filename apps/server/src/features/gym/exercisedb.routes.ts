import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Exercise } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import {
  exerciseDbBodyPartsRoute,
  exerciseDbByBodyPartRoute,
  exerciseDbByEquipmentRoute,
  exerciseDbByNameRoute,
  exerciseDbByTargetRoute,
  exerciseDbEquipmentRoute,
  exerciseDbExerciseRoute,
  exerciseDbListRoute,
  exerciseDbMuscleMapRoute,
  exerciseDbTargetsRoute,
  type ExerciseDbExercise,
} from '../../providers/exercises/exercisedb-routes';
import { toExerciseDb } from '../../providers/exercises/exercisedb-shape';
import { oncePerList } from '../../lib/once-per-list';
import { exerciseIndexFor, exerciseOr404, page, same, SerializedResponse } from './exercise-index';
import { sendMuscleMap, sendSerialized } from './gym-responses';

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** The library in ExerciseDB's shape, mapped once per list. */
class ExerciseDbView {
  readonly list: readonly ExerciseDbExercise[];
  readonly byId: ReadonlyMap<string, ExerciseDbExercise>;
  readonly serialized: SerializedResponse;

  constructor(readonly exercises: readonly Exercise[]) {
    this.list = exercises.map(toExerciseDb);
    this.byId = new Map(this.list.map((exercise) => [exercise.id, exercise]));
    this.serialized = new SerializedResponse(this.list);
  }

  names(field: 'bodyPart' | 'target' | 'equipment'): string[] {
    return sortedUnique(this.list.map((exercise) => exercise[field]));
  }

  /** The exercises whose `field` is `value`, in any letter case, as ExerciseDB matches them. */
  where(field: 'bodyPart' | 'target' | 'equipment', value: string): ExerciseDbExercise[] {
    return this.list.filter((exercise) => same(exercise[field], value));
  }

  named(query: string): ExerciseDbExercise[] {
    return exerciseIndexFor(this.exercises)
      .named(query)
      .flatMap((exercise) => this.byId.get(exercise.id) ?? []);
  }
}

const viewOf = oncePerList((exercises: readonly Exercise[]) => new ExerciseDbView(exercises));

/**
 * ExerciseDB's calls under /api/exercises (decisions 0013 and 0028), kept for clients that speak them: each
 * answers from the library through `toExerciseDb`, as it did before the library spoke our own model.
 */
export const exerciseDbRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = () => app.exercises.all().then(viewOf);

  app.route({
    ...endpoint(app, exerciseDbListRoute),
    handler: async (request, reply) => {
      const { serialized, list } = await view();
      const { limit, offset } = request.query;
      if (limit === undefined && !offset) return sendSerialized(request, reply, serialized);
      return page(list, request.query);
    },
  });

  app.route({
    ...endpoint(app, exerciseDbExerciseRoute),
    handler: async (request) => exerciseOr404((await view()).byId, request.params.id),
  });

  app.route({ ...endpoint(app, exerciseDbBodyPartsRoute), handler: async () => (await view()).names('bodyPart') });
  app.route({ ...endpoint(app, exerciseDbTargetsRoute), handler: async () => (await view()).names('target') });
  app.route({ ...endpoint(app, exerciseDbEquipmentRoute), handler: async () => (await view()).names('equipment') });

  app.route({
    ...endpoint(app, exerciseDbByBodyPartRoute),
    handler: async (request) => page((await view()).where('bodyPart', request.params.bodyPart), request.query),
  });
  app.route({
    ...endpoint(app, exerciseDbByTargetRoute),
    handler: async (request) => page((await view()).where('target', request.params.target), request.query),
  });
  app.route({
    ...endpoint(app, exerciseDbByEquipmentRoute),
    handler: async (request) => page((await view()).where('equipment', request.params.equipment), request.query),
  });
  app.route({
    ...endpoint(app, exerciseDbByNameRoute),
    handler: async (request) => page((await view()).named(request.params.name), request.query),
  });

  app.route({
    ...endpoint(app, exerciseDbMuscleMapRoute),
    handler: (request, reply) => sendMuscleMap(reply, request.query),
  });
};
