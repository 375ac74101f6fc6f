import { z } from 'zod';
import { wholeNumberParam } from './params';

/**
 * Yoga endpoints keep the public yoga poses API's shapes under /api/yoga/v1, so the built-in
 * catalog and the remote service are interchangeable (decision 0012); a few fields of our own ride along.
 */

export const YOGA_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export type YogaLevel = (typeof YOGA_LEVELS)[number];

/** A placeholder stands in for a pose without a picture (the web app's public folder). */
export const POSE_PLACEHOLDER_IMAGE = '/pose-placeholder.svg';

/** A pose without a level is shown as Medium. */
export const DEFAULT_POSE_LEVEL = 'Medium';

/** Every text about yoga (docs/product.md, "Yoga"). */
export const YOGA_MESSAGES = {
  searchPlaceholder: 'Search Yoga, Meditation, Mindfulness...',
  searchLoading: 'Loading...',
  searchFailed: 'Failed to fetch yoga poses. Please try again.',
  noResults: 'No results found for "{query}"',
  gridHeading: 'Explore Yoga Poses',
  posesLoading: 'Loading poses...',
  posesError: 'Error: {message}',
  posesFailed: 'Network response was not ok',
  videoLoading: 'Loading video...',
  noTutorial: 'No tutorial found for this pose yet.',
  poseLoading: 'Loading...',
  poseFailed: 'Failed to fetch pose',
} as const;

/** Our own picture path, or a web address: never a script or data URL, even from storage or a remote service. */
export const ImageUrlSchema = z
  .string()
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value), {
    error: 'must be a path or a web address',
  });

export const YogaPoseSchema = z.object({
  id: z.number().int().positive(),
  english_name: z.string().min(1).max(80),
  sanskrit_name_adapted: z.string().max(80),
  sanskrit_name: z.string().max(80),
  translation_name: z.string().max(200),
  /** Short: the grid card and the pose modal. */
  pose_description: z.string().max(2000),
  /** Longer: the single pose page. */
  description: z.string().max(4000),
  pose_benefits: z.string().max(2000),
  url_svg: ImageUrlSchema,
  url_png: ImageUrlSchema,
  level: z.enum(YOGA_LEVELS).optional(),
  categories: z.array(z.string().max(60)).max(12),
  // Ours, beyond the service's shape: what the session player and the pose page teach with.
  steps: z.array(z.string().max(300)).max(10).optional(),
  hold_seconds: z.number().int().positive().max(3600).optional(),
  cautions: z.array(z.string().max(300)).max(5).optional(),
  one_sided: z.boolean().optional(),
});
export type YogaPose = z.infer<typeof YogaPoseSchema>;

/** `?level=` in any letter case, as the service accepts it. */
const LevelParamSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['beginner', 'intermediate', 'expert'], { error: 'must be beginner, intermediate or expert' }))
  .transform((value) => YOGA_LEVELS.find((level) => level.toLowerCase() === value)!);

export const PosesQuerySchema = z.object({
  id: wholeNumberParam(1).optional(),
  /** The English name, without regard to case. */
  name: z.string().trim().min(1).max(80).optional(),
  level: LevelParamSchema.optional(),
});
export type PosesQuery = z.output<typeof PosesQuerySchema>;

/** The service's response to `?level=`: the level and its poses. */
export const PosesByLevelSchema = z.object({
  id: z.number().int(),
  difficulty_level: z.enum(YOGA_LEVELS),
  poses: z.array(YogaPoseSchema),
});
export type PosesByLevel = z.infer<typeof PosesByLevelSchema>;

/** All poses, one pose (`?id=`, `?name=`) or one level (`?level=`), as the service responds with them. */
export const PosesResponseSchema = z.union([z.array(YogaPoseSchema), YogaPoseSchema, PosesByLevelSchema]);

export const PoseIdParamsSchema = z.object({ id: wholeNumberParam(1) });

export const YogaCategorySchema = z.object({
  id: z.number().int(),
  category_name: z.string(),
  category_description: z.string(),
  poses: z.array(YogaPoseSchema),
});
export type YogaCategory = z.infer<typeof YogaCategorySchema>;

export const POSE_SEARCH_LIMIT = 8;

export const PoseSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });

/** What a search suggestion shows; the whole pose is one call away (and usually already loaded). */
export const PoseSearchHitSchema = YogaPoseSchema.pick({
  id: true,
  english_name: true,
  sanskrit_name_adapted: true,
  url_svg: true,
  url_png: true,
  level: true,
});
export type PoseSearchHit = z.infer<typeof PoseSearchHitSchema>;

export const PoseSearchResponseSchema = z.object({ results: z.array(PoseSearchHitSchema).max(POSE_SEARCH_LIMIT) });
export type PoseSearchResponse = z.infer<typeof PoseSearchResponseSchema>;

// Guided sessions (ours): poses in order with hold times and, for one-sided poses, the side.

export const YogaSessionStepSchema = z.object({
  pose: YogaPoseSchema,
  seconds: z.number().int().positive(),
  side: z.enum(['left', 'right']).optional(),
});
export type YogaSessionStep = z.infer<typeof YogaSessionStepSchema>;

export const YogaSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(YOGA_LEVELS),
  focus: z.string(),
  /** Whole minutes, counting the get-ready lead-in before each pose. */
  minutes: z.number().int().positive(),
  poseCount: z.number().int().positive(),
  /** The first pose's picture, for the session's card. */
  image: ImageUrlSchema,
});
export type YogaSessionSummary = z.infer<typeof YogaSessionSummarySchema>;

export const YogaSessionSchema = YogaSessionSummarySchema.extend({ steps: z.array(YogaSessionStepSchema) });
export type YogaSession = z.infer<typeof YogaSessionSchema>;

export const YogaSessionListSchema = z.object({ sessions: z.array(YogaSessionSummarySchema) });

export const YogaSessionParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'is not a session') });

/** Seconds of "get ready" before each pose of a session. */
export const SESSION_LEAD_IN_SECONDS = 5;
