import { POSE_CATEGORY_TEXTS, POSES, type CatalogPose } from '@thrive/catalog';
import type { Pose, YogaLevel } from '@thrive/contract';
import type { PoseCategory, PoseProvider } from './pose-provider';
import { catalogPoseFigures } from './catalog-pose-figures';

/** The catalog's pose with the addresses of its figure. */
function withFigure(pose: CatalogPose): Pose {
  const figure = catalogPoseFigures().get(pose.id);
  return { ...pose, image: figure?.svg.url ?? '', imagePng: figure?.png.url ?? '' };
}

/** The built-in pose catalog; it responds offline. */
export class CatalogPoseProvider implements PoseProvider {
  readonly poses: readonly Pose[];
  private readonly byIdMap: ReadonlyMap<number, Pose>;
  private readonly categoryList: readonly PoseCategory[];

  constructor() {
    this.poses = POSES.map(withFigure);
    this.byIdMap = new Map(this.poses.map((pose) => [pose.id, pose]));
    this.categoryList = POSE_CATEGORY_TEXTS.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      poses: this.poses.filter((pose) => pose.categories.includes(category.name)),
    }));
  }

  async all(): Promise<readonly Pose[]> {
    return this.poses;
  }

  async byId(id: number): Promise<Pose | undefined> {
    return this.byIdMap.get(id);
  }

  async byName(name: string): Promise<Pose | undefined> {
    const wanted = name.trim().toLowerCase();
    return this.poses.find((pose) => pose.englishName.toLowerCase() === wanted);
  }

  async byLevel(level: YogaLevel): Promise<readonly Pose[]> {
    return this.poses.filter((pose) => pose.level === level);
  }

  async categories(): Promise<readonly PoseCategory[]> {
    return this.categoryList;
  }
}

let shared: CatalogPoseProvider | undefined;

/** The catalog never changes while the process runs, so one provider serves every app instance. */
export function catalogPoseProvider(): CatalogPoseProvider {
  shared ??= new CatalogPoseProvider();
  return shared;
}
