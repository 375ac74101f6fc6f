// Renders every pose figure to PNG (content/poses/figures/<id>.png) and records which SVG each came from.
// Run after changing a figure: npm run build:pose-figures -w @thrive/catalog
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { POSES } from '../src/poses';
import { poseFigureSvg } from '../src/pose-figures';
import { POSE_FIGURE_DIR, svgDigest } from '../src/pose-figure-files';

/** Twice the figure's 480 × 360 viewBox: sharp on high-density screens, small enough to send. */
const PNG_WIDTH = 960;

await mkdir(POSE_FIGURE_DIR, { recursive: true });
const manifest: Record<string, string> = {};
for (const pose of POSES) {
  const svg = poseFigureSvg(pose.id, pose.englishName);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: PNG_WIDTH } }).render().asPng();
  await writeFile(path.join(POSE_FIGURE_DIR, `${pose.id}.png`), png);
  manifest[pose.id] = svgDigest(svg);
}
await writeFile(path.join(POSE_FIGURE_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`rendered ${POSES.length} pose figures to ${POSE_FIGURE_DIR}`);
