import { buildGroups, buildSkeleton } from './body';
import { escapeMarkup } from '../escape-markup';
import type { BodyPart, FigurePose, FitAngle, Group } from './body';
import { fitToMat } from './fit-to-mat';
import { partBottom, placeShape, shapeBounds, shapePath, unionBounds } from './geometry';
import type { Bounds } from './geometry';

export const VIEW_WIDTH = 480;
export const VIEW_HEIGHT = 360;
export const MAT = { x: 36, width: 408, top: 318, height: 8 } as const;

export const COLOURS = {
  near: '#17734b',
  far: '#86c4a3',
  /** The page colour: a thin rim of it keeps overlapping parts of one figure apart. */
  separation: '#fbfaf6',
  mat: '#f6d7a7',
} as const;

/** Keeps the separation rim inside the picture too. */
const MARGIN = 3;

export interface FigureLayout {
  /** Silhouettes in picture space (y down), back to front. */
  groups: Group[];
  bounds: Bounds;
  /** Where each resting part's lowest point is, in picture y. */
  rest: { part: BodyPart; bottom: number }[];
  fitChanges: Partial<Record<FitAngle, number>>;
}

/**
 * Poses the body, fits it so its resting parts share one height, and places it: centred across the
 * picture, lowest point exactly on the top of the mat, at the one scale every figure shares.
 */
export function layoutPoseFigure(pose: FigurePose): FigureLayout {
  const fit = fitToMat(pose);
  const groups = buildGroups(fit.pose, buildSkeleton(fit.pose));
  const body = unionBounds(groups.flatMap((group) => group.pieces.map((piece) => shapeBounds(piece.shape))));
  let dx = VIEW_WIDTH / 2 - (body.minX + body.maxX) / 2;
  // A pose too wide to centre is shifted just enough to stay inside, never scaled on its own.
  dx = Math.min(dx, VIEW_WIDTH - MARGIN - body.maxX);
  dx = Math.max(dx, MARGIN - body.minX);
  const baseline = MAT.top + body.minY;
  const placed = groups.map((group) => ({
    ...group,
    pieces: group.pieces.map((piece) => ({ ...piece, shape: placeShape(piece.shape, dx, baseline) })),
  }));
  const pieces = groups.flatMap((group) => group.pieces);
  return {
    groups: placed,
    bounds: { minX: body.minX + dx, maxX: body.maxX + dx, minY: baseline - body.maxY, maxY: baseline - body.minY },
    rest: fit.pose.rest.map((part) => ({ part, bottom: baseline - (partBottom(pieces, part) ?? Number.NaN) })),
    fitChanges: fit.changes,
  };
}

/** The pose as a standalone SVG document: the figure on its mat, titled with the pose's name. */
export function renderPoseFigure(pose: FigurePose, { title }: { title: string }): string {
  const layout = layoutPoseFigure(pose);
  const paths = layout.groups
    .map((group) => {
      const d = group.pieces.map((piece) => shapePath(piece.shape)).join('');
      return `<path fill="${COLOURS[group.tone]}"${group.rim ? '' : ' stroke="none"'} d="${d}"/>`;
    })
    .join('');
  // paint-order="stroke" rims each silhouette as a whole: the fill of one path covers its inner seams.
  // The mat comes last so the rim never shows as a gap between a resting part and the mat.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img">` +
    `<title>${escapeMarkup(title)}</title>` +
    `<g stroke="${COLOURS.separation}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${paths}</g>` +
    `<rect x="${MAT.x}" y="${MAT.top}" width="${MAT.width}" height="${MAT.height}" rx="4" fill="${COLOURS.mat}"/>` +
    `</svg>`
  );
}
