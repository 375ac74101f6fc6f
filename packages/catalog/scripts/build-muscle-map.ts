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

/** The app's palette (apps/web global.css): primary green for the muscles worked most, a light green for the rest. */
const STYLE = [
  '.muscle-map__body{fill:#e8e6dc}',
  '.muscle-map__group{fill:#c9cec4;stroke:#fff;stroke-linejoin:round;stroke-width:3}',
  '.muscle-map__group[data-state=primary]{fill:#17734b}',
  '.muscle-map__group[data-state=secondary]{fill:#8fc9a8}',
  '.muscle-map__group[data-state=inactive] .muscle-map__posterior-optional,',
  '.muscle-map__group[data-state=inactive] .muscle-map__anterior-optional{display:none}',
  '.muscle-map__posterior-connected{stroke-width:0}',
  '.muscle-map__seam{fill:none;stroke:#fff;stroke-width:3}',
].join('');

export function renderMuscleMapTemplate(): string {
  const markup = renderToStaticMarkup(createElement(MuscleMap, { idPrefix: 'm', title: 'Muscle map' }));
  return `${markup.replace(/^<svg([^>]*)>/, `<svg$1 width="600" height="800"><style>${STYLE}</style>`)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../content/exercises/muscle-map.svg', import.meta.url));
  writeFileSync(target, renderMuscleMapTemplate());
  console.log(`wrote ${target}`);
}
