/**
 * Renders react-muscle-map's body (front and back) once, every muscle inactive, into
 * content/exercises/muscle-map.svg with the app's colours inlined, so an exercise's map is that file with
 * its muscles' states filled in: no React and no rendering at run time.
 * Run with `npm run build:muscle-map -w @thrive/catalog`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MuscleMap } from 'react-muscle-map';

/**
 * The app's palette (apps/web styles/base.css): solid primary green for the muscles worked most, green stripes
 * for the ones that help, so the two differ by pattern as well as colour.
 */
const STYLE = [
  '.muscle-map__body{fill:#e8e6dc}',
  '.muscle-map__group{fill:#c9cec4;stroke:#fff;stroke-linejoin:round;stroke-width:3}',
  '.muscle-map__group[data-state=primary]{fill:#17734b}',
  '.muscle-map__group[data-state=secondary]{fill:url(#m-stripes)}',
  '.muscle-map__group[data-state=inactive] .muscle-map__posterior-optional,',
  '.muscle-map__group[data-state=inactive] .muscle-map__anterior-optional{display:none}',
  '.muscle-map__posterior-connected{stroke-width:0}',
  '.muscle-map__seam{fill:none;stroke:#fff;stroke-width:3}',
].join('');

/** The two bodies without the empty margin the component leaves around them, so they fill small cards. */
const VIEW_BOX = { x: 84, y: 30, width: 432, height: 740 };

const STRIPES =
  '<defs><pattern id="m-stripes" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="9" height="9" fill="#b5dcc5"/><rect width="4" height="9" fill="#2f8a5c"/></pattern></defs>';

export function renderMuscleMapTemplate(): string {
  const markup = renderToStaticMarkup(createElement(MuscleMap, { idPrefix: 'm', title: 'Muscle map' }));
  const { x, y, width, height } = VIEW_BOX;
  const svg = markup.replace(
    /^<svg([^>]*) viewBox="0 0 600 800"([^>]*)>/,
    `<svg$1 viewBox="${x} ${y} ${width} ${height}"$2 width="${width}" height="${height}"><style>${STYLE}</style>${STRIPES}`,
  );
  if (svg === markup) throw new Error('react-muscle-map no longer draws on a 600 by 800 canvas: check VIEW_BOX');
  return `${svg}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../content/exercises/muscle-map.svg', import.meta.url));
  writeFileSync(target, renderMuscleMapTemplate());
  console.log(`wrote ${target}`);
}
