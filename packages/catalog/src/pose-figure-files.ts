import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogContentPath } from './content-path';

/**
 * PNG copies of the pose figures, rendered from the SVGs by `npm run build:pose-figures -w @thrive/catalog`
 * and stored in the repository, so serving them costs no CPU.
 */
export const POSE_FIGURE_DIR = catalogContentPath('poses', 'figures');

/** The PNG of a pose's figure. */
export function poseFigurePng(id: number): Buffer {
  return readFileSync(path.join(POSE_FIGURE_DIR, `${id}.png`));
}

/** Which SVG each PNG was rendered from (its SHA-256), so a test can tell when they are out of date. */
export function readPoseFigureManifest(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(POSE_FIGURE_DIR, 'manifest.json'), 'utf8')) as Record<string, string>;
}

export function svgDigest(svg: string): string {
  return createHash('sha256').update(svg).digest('hex');
}
