import { z } from 'zod';
import {
  ImageUrlSchema,
  PoseIdParamsSchema,
  PoseLevelParamSchema,
  YOGA_LEVELS,
  defineRoute,
  wholeNumberParam,
  type Pose,
  type YogaLevel,
} from '@thrive/contract';
import type { PoseCategory } from './pose-provider';

/**
 * The public yoga poses API's calls under /api/yoga/v1, kept for clients that speak its shapes (decision 0012); a
 * few fields of our own ride along. The web app uses /api/yoga/poses instead (docs/decisions/0028).
 */

export const YogaApiPoseSchema = z.object({
  id: z.number().int().positive(),
  english_name: z.string().min(1).max(80),
  sanskrit_name_adapted: z.string().max(80),
  sanskrit_name: z.string().max(80),
  translation_name: z.string().max(200),
  pose_description: z.string().max(2000),
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
export type YogaApiPose = z.infer<typeof YogaApiPoseSchema>;

/** The service's response to `?level=`: the level and its poses. */
export const YogaApiLevelSchema = z.object({
  id: z.number().int(),
  difficulty_level: z.enum(YOGA_LEVELS),
  poses: z.array(YogaApiPoseSchema),
});

export const YogaApiCategorySchema = z.object({
  id: z.number().int(),
  category_name: z.string(),
  category_description: z.string(),
  poses: z.array(YogaApiPoseSchema),
});

export const YogaApiPosesQuerySchema = z.object({
  id: wholeNumberParam(1).optional(),
  /** The English name, without regard to case. */
  name: z.string().trim().min(1).max(80).optional(),
  level: PoseLevelParamSchema.optional(),
});

const yogaApi = { tag: 'yoga', access: 'public', compatibility: 'Yoga API' } as const;

export const yogaApiPosesRoute = defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/poses',
  summary: 'All poses, or one by id or name, or those of a level',
  query: YogaApiPosesQuerySchema,
  // All poses, one pose (`?id=`, `?name=`) or one level (`?level=`), as the service responds with them.
  responses: { 200: z.union([z.array(YogaApiPoseSchema), YogaApiPoseSchema, YogaApiLevelSchema]) },
  errors: [404, 503],
});

export const yogaApiPoseRoute = defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/poses/:id',
  summary: 'One pose',
  params: PoseIdParamsSchema,
  responses: { 200: YogaApiPoseSchema },
  errors: [404, 503],
});

export const yogaApiCategoriesRoute = defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/categories',
  summary: 'Pose categories with their poses',
  responses: { 200: z.array(YogaApiCategorySchema) },
  errors: [503],
});

export const YOGA_API_ROUTES = [yogaApiPosesRoute, yogaApiPoseRoute, yogaApiCategoriesRoute] as const;

/** Our pose in the service's field names: the one mapping behind every route above. */
export function toYogaApiPose(pose: Pose): YogaApiPose {
  return {
    id: pose.id,
    english_name: pose.englishName,
    sanskrit_name_adapted: pose.sanskritNameAdapted,
    sanskrit_name: pose.sanskritName,
    translation_name: pose.translation,
    pose_description: pose.summary,
    description: pose.description,
    pose_benefits: pose.benefits,
    url_svg: pose.image,
    url_png: pose.imagePng,
    ...(pose.level ? { level: pose.level } : {}),
    categories: pose.categories,
    ...(pose.steps ? { steps: pose.steps } : {}),
    ...(pose.holdSeconds ? { hold_seconds: pose.holdSeconds } : {}),
    ...(pose.cautions ? { cautions: pose.cautions } : {}),
    ...(pose.oneSided !== undefined ? { one_sided: pose.oneSided } : {}),
  };
}

/** A level as the service numbers it (Beginner 1, Intermediate 2, Expert 3), with its poses. */
export function toYogaApiLevel(level: YogaLevel, poses: readonly Pose[]) {
  return { id: YOGA_LEVELS.indexOf(level) + 1, difficulty_level: level, poses: poses.map(toYogaApiPose) };
}

export function toYogaApiCategory(category: PoseCategory) {
  return {
    id: category.id,
    category_name: category.name,
    category_description: category.description,
    poses: category.poses.map(toYogaApiPose),
  };
}
