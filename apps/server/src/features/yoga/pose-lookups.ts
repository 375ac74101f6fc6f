import type { FastifyInstance } from 'fastify';
import type { Video } from '@thrive/contract';

export const POSE_NOT_FOUND = 'pose not found';

/**
 * The tutorial of a pose, by its English name. Only the names of poses we know are searched, so strangers cannot
 * spend the small daily quota on anything else.
 */
export async function poseTutorials(app: FastifyInstance, poseName: string): Promise<Video[]> {
  const pose = await app.poses.byName(poseName);
  return pose ? app.videos.searchPoseTutorial(pose.englishName) : [];
}
