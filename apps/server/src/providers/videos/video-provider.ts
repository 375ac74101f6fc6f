import type { Video } from '@thrive/contract';

/** Finds a tutorial video for a pose (docs/product.md, "Pose dialog and Practice Timer"). */
export interface VideoProvider {
  /** Never fails: with no video to show, the list is empty. At most one video. */
  searchPoseTutorial(poseName: string): Promise<Video[]>;
}
