import type { YogaCategory, YogaLevel, YogaPose } from '@thrive/contract';

/**
 * Where poses come from: the built-in catalog, or the public yoga poses API when YOGA_API_URL is set.
 * Both respond in the service's shapes, so routes and screens do not know which one did.
 */
export interface PoseProvider {
  /** The same list object while the poses are unchanged, so indexes built on it can be reused. */
  all(): Promise<readonly YogaPose[]>;
  /** Undefined when there is no such pose. */
  byId(id: number): Promise<YogaPose | undefined>;
  /** The pose whose English name is `name`, in any letter case. */
  byName(name: string): Promise<YogaPose | undefined>;
  byLevel(level: YogaLevel): Promise<readonly YogaPose[]>;
  categories(): Promise<readonly YogaCategory[]>;
}
