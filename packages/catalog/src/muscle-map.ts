import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { MuscleGroup } from '@thrive/contract';
import { catalogContentPath } from './content-path';

let template: string | undefined;

/** The body drawn once by scripts/build-muscle-map.ts, every muscle inactive. */
export function muscleMapTemplate(): string {
  template ??= readFileSync(catalogContentPath('exercises', 'muscle-map.svg'), 'utf8');
  return template;
}

/** A short digest of the drawing, for addresses that change when it does. */
export function muscleMapVersion(): string {
  return createHash('sha256').update(muscleMapTemplate()).digest('hex').slice(0, 10);
}

/**
 * The muscle map of an exercise as an SVG document: its primary muscles strong, its secondary ones light,
 * front and back. Filling in states is string work, cheap enough to do per request.
 */
export function muscleMapSvg(primary: readonly MuscleGroup[], secondary: readonly MuscleGroup[]): string {
  return muscleMapTemplate().replace(
    /data-muscle="([a-z ]+)" data-state="inactive"/g,
    (inactive, muscle: MuscleGroup) => {
      if (primary.includes(muscle)) return `data-muscle="${muscle}" data-state="primary"`;
      if (secondary.includes(muscle)) return `data-muscle="${muscle}" data-state="secondary"`;
      return inactive;
    },
  );
}
