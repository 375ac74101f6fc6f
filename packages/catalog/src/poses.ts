import type { Pose } from '@thrive/contract';
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

/**
 * A pose of the built-in catalog in the domain's shape (docs/decisions/0028), with the cues, hold and cautions
 * only our own text has; the server adds its pictures.
 */
export type CatalogPose = Omit<Pose, 'image' | 'imagePng'> &
  Required<Pick<Pose, 'steps' | 'holdSeconds' | 'cautions' | 'oneSided'>>;

/** Benefits as one paragraph of sentences, as the pose page shows them. */
function benefitsText(benefits: readonly string[]): string {
  return benefits.map((benefit) => (/[.!?]$/.test(benefit) ? benefit : `${benefit}.`)).join(' ');
}

/** The source's facts (in the field names of the content files) and our own words, read into one pose. */
function catalogPose(facts: PoseFacts, text: PoseText): CatalogPose {
  return {
    id: facts.id,
    englishName: facts.english_name,
    sanskritNameAdapted: facts.sanskrit_name_adapted,
    sanskritName: facts.sanskrit_name,
    translation: facts.translation_name,
    summary: text.summary,
    description: text.description,
    benefits: benefitsText(text.benefits),
    ...(facts.level ? { level: facts.level } : {}),
    categories: [...facts.categories],
    steps: [...text.steps],
    holdSeconds: text.holdSeconds,
    cautions: [...text.cautions],
    oneSided: text.oneSided,
  };
}

const textsById = new Map(POSE_TEXTS.map((text) => [text.id, text]));

/** Every pose in id order; a pose without our text is a catalog defect the tests report. */
export const POSES: readonly CatalogPose[] = POSE_FACTS.flatMap((facts) => {
  const text = textsById.get(facts.id);
  return text ? [catalogPose(facts, text)] : [];
}).sort((a, b) => a.id - b.id);

export const POSES_BY_ID: ReadonlyMap<number, CatalogPose> = new Map(POSES.map((pose) => [pose.id, pose]));
