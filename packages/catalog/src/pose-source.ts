import { z } from 'zod';

export const POSE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export type PoseLevel = (typeof POSE_LEVELS)[number];

/** The twelve categories of the public yoga poses API, in its order (its ids are 1–12). */
export const POSE_CATEGORIES = [
  'Core Yoga',
  'Seated Yoga',
  'Strengthening Yoga',
  'Chest Opening Yoga',
  'Backbend Yoga',
  'Forward Bend Yoga',
  'Hip Opening Yoga',
  'Standing Yoga',
  'Restorative Yoga',
  'Arm Balance Yoga',
  'Balancing Yoga',
  'Inversion Yoga',
] as const;
export type PoseCategory = (typeof POSE_CATEGORIES)[number];

/**
 * Facts about a pose, as the public yoga poses API lists them (names, translation, level, categories),
 * cleaned of its known typos. Facts only: no sentence of the source is kept.
 */
export const PoseFactsSchema = z.object({
  id: z.number().int().positive(),
  english_name: z.string().min(2).max(60),
  sanskrit_name_adapted: z.string().min(3).max(60),
  sanskrit_name: z.string().min(3).max(60),
  translation_name: z.string().min(5).max(160),
  /** Absent where the source gives none; screens then show "Medium" (`DEFAULT_POSE_LEVEL`). */
  level: z.enum(POSE_LEVELS).optional(),
  categories: z.array(z.enum(POSE_CATEGORIES)).min(1),
});
export type PoseFacts = z.infer<typeof PoseFactsSchema>;

/** What the team writes about a pose. Cues never say left or right: sessions decide the side. */
export const PoseTextSchema = z.object({
  id: z.number().int().positive(),
  /** One or two sentences for the grid card and the pose modal. */
  summary: z.string().min(40).max(180),
  /** A few sentences for the single pose page. */
  description: z.string().min(200).max(800),
  benefits: z.array(z.string().min(10).max(110)).min(2).max(4),
  /** Step cues, in order, in the imperative. */
  steps: z.array(z.string().min(10).max(150)).min(3).max(6),
  /** A suggested hold, per side for one-sided poses. */
  holdSeconds: z.number().int().min(10).max(600),
  cautions: z.array(z.string().min(10).max(160)).min(1).max(3),
  /** Done once on each side. */
  oneSided: z.boolean(),
});
export type PoseText = z.infer<typeof PoseTextSchema>;

export const PoseCategoryTextSchema = z.object({
  id: z.number().int().min(1).max(12),
  name: z.enum(POSE_CATEGORIES),
  description: z.string().min(40).max(240),
});
export type PoseCategoryText = z.infer<typeof PoseCategoryTextSchema>;

export const POSE_SIDES = ['left', 'right'] as const;
export type PoseSide = (typeof POSE_SIDES)[number];

/** A guided session: poses in order, each held for a time; one-sided poses name their side. */
export const YogaSessionSourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(5).max(60),
  summary: z.string().min(40).max(240),
  level: z.enum(POSE_LEVELS),
  /** A few words on what the session works on, e.g. "Hips and lower back". */
  focus: z.string().min(3).max(60),
  steps: z
    .array(
      z.object({
        poseId: z.number().int().positive(),
        seconds: z.number().int().min(10).max(600),
        side: z.enum(POSE_SIDES).optional(),
      }),
    )
    .min(4),
});
export type YogaSessionSource = z.infer<typeof YogaSessionSourceSchema>;
