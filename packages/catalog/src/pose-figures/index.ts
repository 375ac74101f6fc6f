import { FIGURE_POSES } from './figure-poses';
import { renderPoseFigure } from './render-figure';

/** Every pose id that has a figure, in id order. */
export const POSE_FIGURE_IDS: readonly number[] = Object.keys(FIGURE_POSES)
  .map(Number)
  .sort((a, b) => a - b);

/** The figure of a pose as a standalone SVG document titled with the pose's name. */
export function poseFigureSvg(id: number, title: string): string {
  const pose = FIGURE_POSES[id];
  if (!pose) throw new Error(`No figure for pose ${id}`);
  return renderPoseFigure(pose, { title });
}
