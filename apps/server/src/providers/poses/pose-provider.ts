import type { Pose, YogaLevel } from '@thrive/contract';

/** A category of poses with its description; only the Yoga API's compatibility routes list them. */
export interface PoseCategory {
  id: number;
  name: string;
  description: string;
  poses: Pose[];
}

/**
 * Where poses come from: the built-in catalog, or the public yoga poses API when YOGA_API_URL is set.
 * Both respond with the domain's poses (docs/decisions/0028), so routes and screens do not know which one did.
 */
export interface PoseProvider {
  /** The same list object while the poses are unchanged, so indexes built on it can be reused. */
  all(): Promise<readonly Pose[]>;
  /** Undefined when there is no such pose. */
  byId(id: number): Promise<Pose | undefined>;
  /** The pose whose English name is `name`, in any letter case. */
  byName(name: string): Promise<Pose | undefined>;
  byLevel(level: YogaLevel): Promise<readonly Pose[]>;
  categories(): Promise<readonly PoseCategory[]>;
}
