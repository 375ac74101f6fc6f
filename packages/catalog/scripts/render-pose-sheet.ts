/**
 * Renders the pose figures to PNG for looking at them side by side.
 *   npx tsx packages/catalog/scripts/render-pose-sheet.ts <out.png>               contact sheet of all 48
 *   npx tsx packages/catalog/scripts/render-pose-sheet.ts --single <id> <out.png> one figure, large
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { POSE_FIGURE_IDS, poseFigureSvg } from '../src/pose-figures';
import { POSES } from '../src/poses';

const NAMES = new Map(POSES.map((pose) => [pose.id, pose.englishName]));
const PAGE = '#fbfaf6';
const COLUMNS = 8;
const CELL = { width: 240, height: 180, label: 26 };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Long names get a smaller label so they stay inside their cell (DejaVu Sans averages ~0.56 em a character). */
function labelSize(label: string): number {
  return Math.min(13, Math.floor((CELL.width - 12) / (0.56 * label.length)));
}

function nameOf(id: number): string {
  return NAMES.get(id) ?? `Pose ${id}`;
}

/** A figure's document placed inside another at (x, y), scaled to width × height. */
function nested(svg: string, x: number, y: number, width: number, height: number): string {
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${width}" height="${height}" `);
}

function toPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

function sheet(): string {
  const rows = Math.ceil(POSE_FIGURE_IDS.length / COLUMNS);
  const pitch = CELL.height + CELL.label;
  const width = COLUMNS * CELL.width;
  const height = rows * pitch;
  const cells = POSE_FIGURE_IDS.map((id, index) => {
    const x = (index % COLUMNS) * CELL.width;
    const y = Math.floor(index / COLUMNS) * pitch;
    const label = `${id} · ${nameOf(id)}`;
    return (
      `<rect x="${x + 2}" y="${y + 2}" width="${CELL.width - 4}" height="${pitch - 4}" rx="8" fill="none" stroke="#e4e0d4"/>` +
      nested(poseFigureSvg(id, nameOf(id)), x, y, CELL.width, CELL.height) +
      `<text x="${x + CELL.width / 2}" y="${y + CELL.height + 14}" font-family="DejaVu Sans" font-size="${labelSize(label)}" text-anchor="middle" fill="#333">` +
      `${escapeXml(label)}</text>`
    );
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${PAGE}"/>${cells}</svg>`
  );
}

function single(id: number): string {
  const width = 1440;
  const height = 1080;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${PAGE}"/>${nested(poseFigureSvg(id, nameOf(id)), 0, 0, width, height)}</svg>`
  );
}

const args = process.argv.slice(2);
if (args[0] === '--single') {
  const id = Number(args[1]);
  const out = args[2];
  if (!Number.isInteger(id) || !out) throw new Error('usage: render-pose-sheet.ts --single <id> <out.png>');
  writeFileSync(out, toPng(single(id)));
  console.warn(`wrote ${out}`);
} else {
  const out = args[0];
  if (!out) throw new Error('usage: render-pose-sheet.ts <out.png> | --single <id> <out.png>');
  writeFileSync(out, toPng(sheet()));
  console.warn(`wrote ${out}`);
}
