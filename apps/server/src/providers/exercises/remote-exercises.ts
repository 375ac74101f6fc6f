import { z } from 'zod';
import { musclesNamedIn } from '@thrive/catalog';
import type { Exercise, MuscleGroup } from '@thrive/contract';
import { remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';
import { RemoteList } from '../remote-list';
import type { ExerciseProvider } from './exercise-provider';
import { wellFormed } from '../remote-items';

/** The list changes rarely and the service counts every call against a monthly quota. */
export const EXERCISE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Exercises asked for per call; the list is read page by page until an empty page ends it. */
const PAGE_SIZE = 500;
const MAX_PAGES = 20;

/** An exercise as ExerciseDB sends it; `gifUrl` and the newer fields may be missing. */
const RemoteExerciseSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(120),
  bodyPart: z.string().max(40),
  equipment: z.string().max(40),
  target: z.string().max(40),
  gifUrl: z.string().max(500).optional(),
  secondaryMuscles: z.array(z.string().max(40)).max(20).default([]),
  instructions: z.array(z.string().max(1000)).max(20).default([]),
  difficulty: z.string().max(40).optional(),
  category: z.string().max(40).optional(),
});
type RemoteExercise = z.infer<typeof RemoteExerciseSchema>;
const RemoteExerciseListSchema = z.array(RemoteExerciseSchema);
/** A page as sent; its exercises are read one by one (`wellFormed`), so one odd exercise costs only itself. */
const RemotePageSchema = z.array(z.unknown()).max(PAGE_SIZE * 2);

/** ExerciseDB's targets that no word of ours names. */
const TARGET_MUSCLES: Record<string, MuscleGroup> = {
  'levator scapulae': 'neck',
  'serratus anterior': 'chest',
  spine: 'lower back',
  'upper back': 'middle back',
};

/** The muscle group an ExerciseDB muscle name belongs to, if our map draws it. */
export function muscleGroupOf(name: string): MuscleGroup | undefined {
  return TARGET_MUSCLES[name.toLowerCase()] ?? musclesNamedIn(name)[0];
}

const DIFFICULTY_LEVELS: Record<string, Exercise['level']> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  advanced: 'expert',
};

export interface ExerciseDbOptions extends RemoteAdapterOptions {
  apiKey: string;
  apiUrl: string;
  host: string;
  /** Where the muscle map of given muscles is served: it stands in for the service's pictures. */
  muscleMapUrl: (primary: readonly MuscleGroup[], secondary: readonly MuscleGroup[]) => string;
}

/**
 * ExerciseDB on RapidAPI: `GET /exercises?limit=&offset=` with the key and host headers, read whole and
 * cached for a day in the shared cache, and converted to our exercises here. Its pictures are never shown
 * (they would be hot-linked): each exercise gets our muscle map of its target and secondary muscles instead.
 */
export class ExerciseDbProvider implements ExerciseProvider {
  private readonly list: RemoteList<typeof RemoteExerciseListSchema, Exercise>;
  private readonly service: RemoteService;

  constructor(private readonly options: ExerciseDbOptions) {
    this.service = remoteServiceFor('exercisedb', options);
    this.list = new RemoteList({
      cache: options.cache,
      key: 'exercisedb:exercises',
      schema: RemoteExerciseListSchema,
      ttlMs: EXERCISE_CACHE_TTL_MS,
      fetch: () => this.fetchAll(),
      map: (remote) => remote.map((exercise) => this.toExercise(exercise)),
      service: 'exercisedb',
    });
  }

  private async page(offset: number): Promise<RemoteExercise[]> {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/exercises`);
    url.searchParams.set('limit', String(PAGE_SIZE));
    url.searchParams.set('offset', String(offset));
    const response = await this.service.get({
      url,
      headers: { 'X-RapidAPI-Key': this.options.apiKey, 'X-RapidAPI-Host': this.options.host },
      schema: RemotePageSchema,
    });
    return wellFormed(RemoteExerciseSchema, response.data ?? []);
  }

  /**
   * Pages by what each response held, so a plan that caps `limit` below ours is still read through. Each id is
   * kept once (its first version), and a page that adds no new id ends the list: a plan that ignores `offset`
   * answers every page with the same exercises.
   */
  private async fetchAll(): Promise<RemoteExercise[]> {
    const byId = new Map<string, RemoteExercise>();
    let offset = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
      const exercises = await this.page(offset);
      const before = byId.size;
      for (const exercise of exercises) if (!byId.has(exercise.id)) byId.set(exercise.id, exercise);
      if (byId.size === before) break;
      offset += exercises.length;
    }
    return [...byId.values()];
  }

  /**
   * ExerciseDB's exercise as ours: the muscle group its target belongs to is the primary muscle (its own word
   * when no group matches), and that word is kept as `target` where it differs.
   */
  private toExercise(remote: RemoteExercise): Exercise {
    const group = muscleGroupOf(remote.target);
    const secondary = remote.secondaryMuscles.flatMap((name) => muscleGroupOf(name) ?? []);
    const level = remote.difficulty ? DIFFICULTY_LEVELS[remote.difficulty.toLowerCase()] : undefined;
    const primary = group ?? remote.target;
    return {
      id: remote.id,
      name: remote.name,
      bodyPart: remote.bodyPart,
      equipment: remote.equipment,
      image: this.options.muscleMapUrl(group ? [group] : [], secondary),
      primaryMuscles: [primary],
      secondaryMuscles: remote.secondaryMuscles,
      instructions: remote.instructions,
      ...(level ? { level } : {}),
      ...(remote.category ? { category: remote.category } : {}),
      ...(remote.target === primary ? {} : { target: remote.target }),
    };
  }

  all(): Promise<readonly Exercise[]> {
    return this.list.get();
  }
}
