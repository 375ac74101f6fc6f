import { MUSCLE_GROUPS, type Exercise } from '@thrive/contract';
import { exerciseDbMuscleMapRoute, type ExerciseDbExercise } from './exercisedb-routes';

const muscleGroups: ReadonlySet<string> = new Set(MUSCLE_GROUPS);

/** The library's muscle maps, at the address this shape has always given them. */
const firstMapAddress = (image: string) => image.replace(/^\/api\/gym\/muscle-map\.svg/, exerciseDbMuscleMapRoute.path);

/**
 * An exercise of the library in ExerciseDB's shape, the one mapping of the compatibility endpoints under
 * /api/exercises (docs/decisions/0028): `gifUrl` is the image (at the map's first address), `target` the service's own name for the muscle
 * worked most or else the first primary muscle, and `primaryMuscles` are listed when our muscle map draws them.
 */
export function toExerciseDb(exercise: Exercise): ExerciseDbExercise {
  const { primaryMuscles } = exercise;
  const drawn = primaryMuscles.every((muscle) => muscleGroups.has(muscle));
  const optional = <K extends 'level' | 'category' | 'force' | 'mechanic'>(key: K) =>
    exercise[key] === undefined ? {} : { [key]: exercise[key] };
  return {
    id: exercise.id,
    name: exercise.name,
    bodyPart: exercise.bodyPart,
    equipment: exercise.equipment,
    gifUrl: firstMapAddress(exercise.image),
    target: exercise.target ?? primaryMuscles[0]!,
    secondaryMuscles: exercise.secondaryMuscles,
    instructions: exercise.instructions,
    ...optional('level'),
    ...optional('category'),
    ...optional('force'),
    ...optional('mechanic'),
    ...(drawn ? { primaryMuscles } : {}),
    ...(exercise.commonMistake === undefined ? {} : { commonMistake: exercise.commonMistake }),
  };
}
