import { z } from 'zod';
import { wholeNumberParam } from './params';

/**
 * Yoga poses and guided sessions in our own words (decision 0028). The public yoga poses API's shapes are a
 * compatibility layer beside its provider on the server, not part of this contract.
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

export const PoseSchema = z.object({
  id: z.number().int().positive(),
  englishName: z.string().min(1).max(80),
  /** The Sanskrit name in plain letters ("Vrksasana"). */
  sanskritNameAdapted: z.string().max(80),
  /** The Sanskrit name with its diacritics ("Vṛkṣāsana"). */
  sanskritName: z.string().max(80),
  /** What the Sanskrit words mean, word by word. */
  translation: z.string().max(200),
  /** Short: the grid card and the pose dialog. */
  summary: z.string().max(2000),
  /** Longer: the single pose page. */
  description: z.string().max(4000),
  benefits: z.string().max(2000),
  /** The pose's picture (our SVG figure, or the remote service's). */
  image: ImageUrlSchema,
  /** The same picture as PNG, for clients that cannot draw SVG. */
  imagePng: ImageUrlSchema,
  level: z.enum(YOGA_LEVELS).optional(),
  categories: z.array(z.string().max(60)).max(12),
  /** What the session player and the pose page teach with; the built-in catalog has them, the remote service not. */
  steps: z.array(z.string().max(300)).max(10).optional(),
  holdSeconds: z.number().int().positive().max(3600).optional(),
  cautions: z.array(z.string().max(300)).max(5).optional(),
  /** Done once on each side. */
  oneSided: z.boolean().optional(),
});
export type Pose = z.infer<typeof PoseSchema>;

/** `?level=` in any letter case. */
export const PoseLevelParamSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['beginner', 'intermediate', 'expert'], { error: 'must be beginner, intermediate or expert' }))
  .transform((value) => YOGA_LEVELS.find((level) => level.toLowerCase() === value)!);

export const PosesQuerySchema = z.object({ level: PoseLevelParamSchema.optional() });
export type PosesQuery = z.output<typeof PosesQuerySchema>;

export const PoseListSchema = z.object({ poses: z.array(PoseSchema) });
export type PoseList = z.infer<typeof PoseListSchema>;

export const PoseIdParamsSchema = z.object({ id: wholeNumberParam(1) });

export const POSE_SEARCH_LIMIT = 8;

export const PoseSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });

/** What a search suggestion shows; the whole pose is one call away (and usually already loaded). */
export const PoseSearchHitSchema = PoseSchema.pick({
  id: true,
  englishName: true,
  sanskritNameAdapted: true,
  image: true,
  imagePng: true,
  level: true,
});
export type PoseSearchHit = z.infer<typeof PoseSearchHitSchema>;

export const PoseSearchResponseSchema = z.object({ results: z.array(PoseSearchHitSchema).max(POSE_SEARCH_LIMIT) });
export type PoseSearchResponse = z.infer<typeof PoseSearchResponseSchema>;

// Guided sessions (ours): poses in order with hold times and, for one-sided poses, the side.

export const YogaSessionStepSchema = z.object({
  pose: PoseSchema,
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
