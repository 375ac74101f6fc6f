import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PoseSchema, SESSION_LEAD_IN_SECONDS } from '@thrive/contract';
import {
  PoseCategoryTextSchema,
  PoseFactsSchema,
  PoseTextSchema,
  POSE_CATEGORIES,
  YogaSessionSourceSchema,
} from './pose-source';
import { POSE_CATEGORY_TEXTS, POSE_FACTS, POSE_TEXTS, POSES, POSES_BY_ID, YOGA_SESSION_SOURCES } from './poses';
import { poseFigureSvg } from './pose-figures';
import { POSE_FIGURE_DIR, readPoseFigureManifest, svgDigest } from './pose-figure-files';

describe('pose catalog', () => {
  it('holds the 48 poses of the yoga poses API, each with valid facts and our own text', () => {
    expect(POSE_FACTS.map((pose) => pose.id)).toEqual(Array.from({ length: 48 }, (_, index) => index + 1));
    for (const facts of POSE_FACTS) expect(PoseFactsSchema.safeParse(facts).error, `${facts.id}`).toBeUndefined();
    for (const text of POSE_TEXTS) expect(PoseTextSchema.safeParse(text).error, `${text.id}`).toBeUndefined();
    expect(POSES).toHaveLength(48);
  });

  it('builds every pose in the domain shape, with our cues, hold and cautions, and its benefits as sentences', () => {
    const catalogShape = PoseSchema.omit({ image: true, imagePng: true })
      .required({ steps: true, holdSeconds: true, cautions: true, oneSided: true })
      .strict();
    for (const pose of POSES) expect(catalogShape.safeParse(pose).error, pose.englishName).toBeUndefined();
    const tree = POSES_BY_ID.get(41)!;
    const facts = POSE_FACTS.find((entry) => entry.id === 41)!;
    const text = POSE_TEXTS.find((entry) => entry.id === 41)!;
    expect(tree).toMatchObject({
      englishName: facts.english_name,
      sanskritNameAdapted: facts.sanskrit_name_adapted,
      sanskritName: facts.sanskrit_name,
      translation: facts.translation_name,
      summary: text.summary,
      oneSided: true,
    });
    for (const benefit of text.benefits) expect(tree.benefits).toContain(benefit);
    expect(tree.benefits).toMatch(/[.!?]$/);
  });

  it('is clean of the source’s known typos, with one Sanskrit name per pose', () => {
    const adapted = POSE_FACTS.map((pose) => pose.sanskrit_name_adapted);
    for (const typo of ['Sivasana', 'Urdhva Mukha Svsnssana', 'Virabhadrasana One', 'Virabhadrasana Two']) {
      expect(adapted).not.toContain(typo);
    }
    expect(new Set(adapted).size).toBe(48);
    expect(new Set(POSE_FACTS.map((pose) => pose.sanskrit_name)).size).toBe(48);
    expect(new Set(POSE_FACTS.map((pose) => pose.english_name.toLowerCase())).size).toBe(48);
  });

  it('gives every pose a level or leaves it to the default, and at least one category', () => {
    const unrated = POSES.filter((pose) => pose.level === undefined).map((pose) => pose.englishName);
    // The source rates every pose but Bridge, which screens show as Medium.
    expect(unrated).toEqual(['Bridge']);
    for (const pose of POSES) expect(pose.categories.length, pose.englishName).toBeGreaterThan(0);
  });

  it('writes cues that never name a side, since sessions choose it', () => {
    for (const pose of POSES) {
      for (const step of pose.steps) expect(step, pose.englishName).not.toMatch(/\b(left|right)\b/i);
    }
  });

  it('draws a figure for every pose, and keeps a PNG rendered from that very figure', () => {
    const manifest = readPoseFigureManifest();
    for (const pose of POSES) {
      const svg = poseFigureSvg(pose.id, pose.englishName);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), pose.englishName).toBe(true);
      expect(svg).toContain(`<title>${pose.englishName.replace("'", '&#39;')}</title>`);
      expect(existsSync(path.join(POSE_FIGURE_DIR, `${pose.id}.png`)), `${pose.id}.png`).toBe(true);
      // Out of date after a figure changed: run `npm run build:pose-figures -w @thrive/catalog`.
      expect(manifest[pose.id], `PNG of ${pose.englishName}`).toBe(svgDigest(svg));
    }
  });

  it('describes the 12 categories, each holding poses', () => {
    expect(POSE_CATEGORY_TEXTS.map((category) => category.name)).toEqual([...POSE_CATEGORIES]);
    for (const category of POSE_CATEGORY_TEXTS) {
      expect(PoseCategoryTextSchema.safeParse(category).error).toBeUndefined();
      expect(
        POSES.some((pose) => pose.categories.includes(category.name)),
        category.name,
      ).toBe(true);
    }
  });
});

describe('guided sessions', () => {
  const seconds = (session: (typeof YOGA_SESSION_SOURCES)[number]) =>
    session.steps.reduce((sum, step) => sum + step.seconds + SESSION_LEAD_IN_SECONDS, 0);

  it('number at least 8, each valid, with unique ids', () => {
    expect(YOGA_SESSION_SOURCES.length).toBeGreaterThanOrEqual(8);
    for (const session of YOGA_SESSION_SOURCES) {
      expect(YogaSessionSourceSchema.safeParse(session).error, session.id).toBeUndefined();
    }
    expect(new Set(YOGA_SESSION_SOURCES.map((session) => session.id)).size).toBe(YOGA_SESSION_SOURCES.length);
  });

  it('name a side exactly for one-sided poses, and hold each side alike, one after the other', () => {
    for (const session of YOGA_SESSION_SOURCES) {
      session.steps.forEach((step, index) => {
        const pose = POSES_BY_ID.get(step.poseId);
        expect(pose, `${session.id} step ${index}`).toBeDefined();
        expect(Boolean(step.side), `${session.id}: ${pose!.englishName}`).toBe(pose!.oneSided);
      });
      const sided = session.steps.filter((step) => step.side);
      expect(sided.filter((step) => step.side === 'left').length, session.id).toBe(sided.length / 2);
      session.steps.forEach((step, index) => {
        if (step.side !== 'left') return;
        const pair = [session.steps[index - 1], session.steps[index + 1]].find(
          (other) => other?.poseId === step.poseId && other.side === 'right',
        );
        expect(pair?.seconds, `${session.id}: pose ${step.poseId}`).toBe(step.seconds);
      });
    }
  });

  it('keep Expert poses out of Beginner sessions', () => {
    for (const session of YOGA_SESSION_SOURCES.filter((candidate) => candidate.level === 'Beginner')) {
      for (const step of session.steps) expect(POSES_BY_ID.get(step.poseId)!.level, session.id).not.toBe('Expert');
    }
  });

  it('last as long as they say: the 10-minute morning flow takes 10 minutes with its get-ready pauses', () => {
    const morning = YOGA_SESSION_SOURCES.find((session) => session.id === 'morning-flow')!;
    expect(Math.abs(seconds(morning) - 600)).toBeLessThanOrEqual(30);
    for (const session of YOGA_SESSION_SOURCES) {
      expect(seconds(session), session.id).toBeGreaterThanOrEqual(6 * 60);
      expect(seconds(session), session.id).toBeLessThanOrEqual(25 * 60);
    }
  });
});
