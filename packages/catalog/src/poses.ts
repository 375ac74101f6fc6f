import factsJson from '../content/poses/pose-facts.json';
import textsJson from '../content/poses/pose-texts.json';
import categoriesJson from '../content/poses/categories.json';
import sessionsJson from '../content/poses/sessions.json';
import type { PoseCategoryText, PoseFacts, PoseText, YogaSessionSource } from './pose-source';

/** The facts and texts as written; tests validate them against their schemas. */
export const POSE_FACTS = factsJson as PoseFacts[];
export const POSE_TEXTS = textsJson as PoseText[];
export const POSE_CATEGORY_TEXTS = categoriesJson as PoseCategoryText[];
export const YOGA_SESSION_SOURCES = sessionsJson as YogaSessionSource[];

/** A pose: the source's facts and our own words about it. */
export type Pose = PoseFacts & Omit<PoseText, 'id'>;

const textsById = new Map(POSE_TEXTS.map((text) => [text.id, text]));

/** Every pose in id order; a pose without our text is a catalog defect the tests report. */
export const POSES: readonly Pose[] = POSE_FACTS.flatMap((facts) => {
  const text = textsById.get(facts.id);
  if (!text) return [];
  const { id: _id, ...words } = text;
  return [{ ...facts, ...words }];
}).sort((a, b) => a.id - b.id);

export const POSES_BY_ID: ReadonlyMap<number, Pose> = new Map(POSES.map((pose) => [pose.id, pose]));
