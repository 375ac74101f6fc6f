import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PNG copies of the pose figures, rendered from the SVGs by `npm run build:pose-figures -w @thrive/catalog`
 * and kept in the repository, so serving them costs no CPU. The folder is found through the package
 * itself, so it resolves from the sources and from the server bundle alike.
 */
export const POSE_FIGURE_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@thrive/catalog/package.json')),
  'content/poses/figures',
);

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
