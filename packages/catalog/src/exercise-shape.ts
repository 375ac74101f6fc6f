import { BODY_PART_OF_MUSCLE, BODY_WEIGHT, type BodyPart, type Exercise } from '@thrive/contract';
import type { CatalogExercise } from './exercises';

/** ExerciseDB files cardio work under its own body part; everything else goes by the muscle worked first. */
export function exerciseBodyPart(exercise: CatalogExercise): BodyPart {
  return exercise.category === 'cardio' ? 'cardio' : BODY_PART_OF_MUSCLE[exercise.primaryMuscles[0]!];
}

/** ExerciseDB's words, which the library keeps: "body weight" where the source says "body only" or names nothing. */
export function exerciseEquipment(exercise: CatalogExercise): string {
  return exercise.equipment === null || exercise.equipment === 'body only' ? BODY_WEIGHT : exercise.equipment;
}

/** A catalog exercise as the library serves it; `image` is where its muscle map is served. */
export function toExercise(exercise: CatalogExercise, image: string): Exercise {
  return {
    id: exercise.id,
    name: exercise.name,
    bodyPart: exerciseBodyPart(exercise),
    equipment: exerciseEquipment(exercise),
    image,
    primaryMuscles: [...exercise.primaryMuscles],
    secondaryMuscles: [...exercise.secondaryMuscles],
    instructions: [...exercise.steps],
    level: exercise.level,
    category: exercise.category,
    force: exercise.force,
    mechanic: exercise.mechanic,
    commonMistake: exercise.commonMistake,
  };
}
