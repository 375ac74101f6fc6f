import { POSE_CATEGORY_TEXTS, POSES, type Pose } from '@thrive/catalog';
import type { YogaCategory, YogaLevel, YogaPose } from '@thrive/contract';
import type { PoseProvider } from './pose-provider';
import { catalogPoseFigures } from './catalog-pose-figures';

/** Benefits as the service writes them: one string of sentences. */
function benefitsText(benefits: readonly string[]): string {
  return benefits.map((benefit) => (/[.!?]$/.test(benefit) ? benefit : `${benefit}.`)).join(' ');
}

function toYogaPose(pose: Pose): YogaPose {
  const figure = catalogPoseFigures().get(pose.id);
  return {
    id: pose.id,
    english_name: pose.english_name,
    sanskrit_name_adapted: pose.sanskrit_name_adapted,
    sanskrit_name: pose.sanskrit_name,
    translation_name: pose.translation_name,
    pose_description: pose.summary,
    description: pose.description,
    pose_benefits: benefitsText(pose.benefits),
    url_svg: figure?.svg.url ?? '',
    url_png: figure?.png.url ?? '',
    ...(pose.level ? { level: pose.level } : {}),
    categories: [...pose.categories],
    steps: [...pose.steps],
    hold_seconds: pose.holdSeconds,
    cautions: [...pose.cautions],
    one_sided: pose.oneSided,
  };
}

/** The built-in pose catalog behind the yoga poses API's shapes; it responds offline. */
export class CatalogPoseProvider implements PoseProvider {
  readonly poses: readonly YogaPose[];
  private readonly byIdMap: ReadonlyMap<number, YogaPose>;
  private readonly categoryList: readonly YogaCategory[];

  constructor() {
    this.poses = POSES.map(toYogaPose);
    this.byIdMap = new Map(this.poses.map((pose) => [pose.id, pose]));
    this.categoryList = POSE_CATEGORY_TEXTS.map((category) => ({
      id: category.id,
      category_name: category.name,
      category_description: category.description,
      poses: this.poses.filter((pose) => pose.categories.includes(category.name)),
    }));
  }

  async all(): Promise<readonly YogaPose[]> {
    return this.poses;
  }

  async byId(id: number): Promise<YogaPose | undefined> {
    return this.byIdMap.get(id);
  }

  async byName(name: string): Promise<YogaPose | undefined> {
    const wanted = name.trim().toLowerCase();
    return this.poses.find((pose) => pose.english_name.toLowerCase() === wanted);
  }

  async byLevel(level: YogaLevel): Promise<readonly YogaPose[]> {
    return this.poses.filter((pose) => pose.level === level);
  }

  async categories(): Promise<readonly YogaCategory[]> {
    return this.categoryList;
  }
}

let shared: CatalogPoseProvider | undefined;

/** The catalog never changes while the process runs, so one provider serves every app instance. */
export function catalogPoseProvider(): CatalogPoseProvider {
  shared ??= new CatalogPoseProvider();
  return shared;
}
