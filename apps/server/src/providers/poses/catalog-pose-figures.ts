import { POSES, poseFigurePng, poseFigureSvg } from '@thrive/catalog';
import { hashedImage, type HashedImage, type ImageExtension } from '../../lib/hashed-images';

export const POSE_IMAGE_PREFIX = '/images/poses/';

export type PoseFigure = Record<ImageExtension, HashedImage>;

let figures: ReadonlyMap<number, PoseFigure> | undefined;

/** Every pose's figure as SVG and as the PNG rendered from it at build time, read once. */
export function catalogPoseFigures(): ReadonlyMap<number, PoseFigure> {
  figures ??= new Map(
    POSES.map((pose) => [
      pose.id,
      {
        svg: hashedImage(POSE_IMAGE_PREFIX, pose.id, 'svg', poseFigureSvg(pose.id, pose.englishName)),
        png: hashedImage(POSE_IMAGE_PREFIX, pose.id, 'png', poseFigurePng(pose.id)),
      },
    ]),
  );
  return figures;
}
