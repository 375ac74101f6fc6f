import { z } from 'zod';
import { ExerciseSchema } from './exercises';
import { PoseSchema, type Pose } from './yoga';

/**
 * Favourite poses and exercises stored on the account (as well as on the device: docs/product.md, "Favourites"):
 * the same full objects the device keeps, so a list moves between the two unchanged.
 */
export const FAVOURITE_KINDS = ['poses', 'exercises'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export const MAX_FAVOURITES = 500;

/**
 * A favourite exercise: id, name, image, primary muscles, equipment and, optionally, instructions; the
 * rest of the exercise's fields travel with it and are shown generically.
 */
export const FavouriteExerciseSchema = ExerciseSchema.partial({
  bodyPart: true,
  secondaryMuscles: true,
  instructions: true,
});
export type FavouriteExercise = z.infer<typeof FavouriteExerciseSchema>;

/**
 * A favourite exercise as stored on a device or an account. Those kept before decision 0028 are in
 * ExerciseDB's shape (`gifUrl` for the image, `target` for the muscle worked most): they are read as the
 * exercise they are, so nobody loses a favourite. Anything else is returned as it is.
 */
export function storedFavouriteExercise(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'image' in stored || !('gifUrl' in stored)) return stored;
  const { gifUrl, target, primaryMuscles, ...rest } = stored as Record<string, unknown>;
  const primary = Array.isArray(primaryMuscles) && primaryMuscles.length ? primaryMuscles : [target];
  return {
    ...rest,
    image: gifUrl,
    primaryMuscles: primary,
    ...(typeof target === 'string' && target !== primary[0] ? { target } : {}),
  };
}

/** A list in which no id appears twice. */
function uniqueList<T extends z.ZodType<{ id: string | number }>>(item: T) {
  return z
    .array(item)
    .max(MAX_FAVOURITES, { error: `must hold at most ${MAX_FAVOURITES} favourites` })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        const id = String(entry.id);
        if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'appears twice' });
        seen.add(id);
      });
    });
}

/** One favourite of each kind. */
export const FAVOURITE_ITEM_SCHEMAS = {
  poses: PoseSchema,
  exercises: FavouriteExerciseSchema,
} as const satisfies Record<FavouriteKind, z.ZodType>;

/** The body of PUT and the response of GET and PUT, per kind. */
export const FAVOURITES_SCHEMAS = {
  poses: z.object({ items: uniqueList(FAVOURITE_ITEM_SCHEMAS.poses) }),
  exercises: z.object({ items: uniqueList(FAVOURITE_ITEM_SCHEMAS.exercises) }),
} as const satisfies Record<FavouriteKind, z.ZodType>;
export type FavouriteItem<K extends FavouriteKind> = z.infer<(typeof FAVOURITE_ITEM_SCHEMAS)[K]>;

export const FavouriteKindParamsSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS, { error: `must be ${FAVOURITE_KINDS.join(' or ')}` }),
});

/**
 * Lists saved before decision 0028 hold poses in the Yoga API's field names (on the device and on the account alike):
 * the name each field had then, for the one it has now.
 */
const POSE_FIELDS_BEFORE_0028: Readonly<Record<string, keyof Pose>> = {
  english_name: 'englishName',
  sanskrit_name_adapted: 'sanskritNameAdapted',
  sanskrit_name: 'sanskritName',
  translation_name: 'translation',
  pose_description: 'summary',
  pose_benefits: 'benefits',
  url_svg: 'image',
  url_png: 'imagePng',
  hold_seconds: 'holdSeconds',
  one_sided: 'oneSided',
};

/** A stored pose with its fields renamed as they are now, so no favourite saved earlier is lost. */
function poseFieldsAsNow(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  return Object.fromEntries(
    Object.entries(stored).map(([field, value]) => [POSE_FIELDS_BEFORE_0028[field] ?? field, value]),
  );
}

/** One stored favourite of each kind, read as the model: what is saved today, or what was saved before. */
export const STORED_FAVOURITE_SCHEMAS = {
  poses: z.preprocess(poseFieldsAsNow, PoseSchema),
  exercises: z.preprocess(storedFavouriteExercise, FavouriteExerciseSchema),
} as const satisfies Record<FavouriteKind, z.ZodType>;
