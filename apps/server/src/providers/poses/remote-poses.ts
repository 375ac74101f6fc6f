import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { YOGA_LEVELS, type Pose, type YogaLevel } from '@thrive/contract';
import { withFallback, remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';
import type { PoseCategory, PoseProvider } from './pose-provider';
import { firstOfEach, wellFormed } from '../remote-items';

/** A pose as the public yoga poses API sends it; fields we do not show are ignored. */
const RemotePoseSchema = z.object({
  id: z.number().int().positive(),
  english_name: z.string().min(1).max(80),
  sanskrit_name_adapted: z.string().max(80).default(''),
  sanskrit_name: z.string().max(80).default(''),
  translation_name: z.string().max(200).default(''),
  pose_description: z.string().max(2000).default(''),
  pose_benefits: z.string().max(2000).default(''),
  url_svg: z.string().max(500).default(''),
  url_png: z.string().max(500).default(''),
  difficulty_level: z.enum(YOGA_LEVELS).optional(),
});
type RemotePose = z.infer<typeof RemotePoseSchema>;

const RemoteLevelSchema = z.object({ difficulty_level: z.enum(YOGA_LEVELS), poses: z.array(RemotePoseSchema) });
const RemoteCategoriesSchema = z.array(
  z.object({
    id: z.number().int(),
    category_name: z.string().max(60),
    category_description: z.string().max(1000).default(''),
    poses: z.array(RemotePoseSchema),
  }),
);

/** Poses change rarely: each response is cached a day. */
export const POSE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The service responds 400 or 404 for a pose it does not have. */
const NOT_FOUND_STATUSES = [400, 404] as const;

export interface RemotePoseOptions extends RemoteAdapterOptions {
  apiUrl: string;
  /** Pictures from this origin are shown; any other picture is replaced by ours (`ownPicture`). */
  imagesOrigin: string;
  ownPicture: (id: number) => { svg: string; png: string };
}

/**
 * The public yoga poses API (`/poses`, `?id=`, `?name=`, `?level=`, `/categories`; it has no `/poses/{id}`),
 * read into the domain's poses (docs/decisions/0028). Its list carries no levels or categories, so `all()` asks for those too.
 */
export class RemotePoseProvider implements PoseProvider {
  private readonly base: string;

  private readonly service: RemoteService;

  constructor(private readonly options: RemotePoseOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    this.service = remoteServiceFor('yoga', options, { cacheTtlMs: POSE_CACHE_TTL_MS });
  }

  private async get<S extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: S,
    expectedStatuses: readonly number[] = [],
  ) {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return this.service.get({ url, schema, expectedStatuses });
  }

  /** The service's picture where CSP lets the page load it, otherwise our own figure of the pose. */
  private picture(url: string, id: number, kind: 'svg' | 'png'): string {
    try {
      if (new URL(url).origin === this.options.imagesOrigin) return url;
    } catch {
      // Not an absolute URL: not one we can show.
    }
    return this.options.ownPicture(id)[kind];
  }

  /** The service has one text about a pose: it is both the summary and the description. */
  private toPose(pose: RemotePose, level?: YogaLevel, categories: string[] = []): Pose {
    const found = level ?? pose.difficulty_level;
    return {
      id: pose.id,
      englishName: pose.english_name,
      sanskritNameAdapted: pose.sanskrit_name_adapted,
      sanskritName: pose.sanskrit_name,
      translation: pose.translation_name,
      summary: pose.pose_description,
      description: pose.pose_description,
      benefits: pose.pose_benefits,
      image: this.picture(pose.url_svg, pose.id, 'svg'),
      imagePng: this.picture(pose.url_png, pose.id, 'png'),
      ...(found ? { level: found } : {}),
      categories,
    };
  }

  private async single(params: Record<string, string>): Promise<Pose | undefined> {
    const response = await this.get('/poses', params, RemotePoseSchema, NOT_FOUND_STATUSES);
    return response.data ? this.toPose(response.data) : undefined;
  }

  async all(): Promise<Pose[]> {
    const [list, levels, categories] = await Promise.all([
      // Read one by one (`wellFormed`): a pose with a field missing or oversized is left out, not the whole list.
      this.get('/poses', {}, z.array(z.unknown()).max(10_000)),
      Promise.all(YOGA_LEVELS.map((level) => this.byLevelResponse(level))),
      this.get('/categories', {}, RemoteCategoriesSchema),
    ]);
    const levelById = new Map<number, YogaLevel>();
    // A pose listed under two levels keeps the easier one.
    for (const response of levels.toReversed()) {
      for (const pose of response.data?.poses ?? []) levelById.set(pose.id, response.data!.difficulty_level);
    }
    const categoriesById = new Map<number, string[]>();
    for (const category of categories.data ?? []) {
      for (const pose of category.poses) {
        categoriesById.set(pose.id, [...(categoriesById.get(pose.id) ?? []), category.category_name]);
      }
    }
    return firstOfEach(wellFormed(RemotePoseSchema, list.data ?? []), (pose) => pose.id).map((pose) =>
      this.toPose(pose, levelById.get(pose.id), categoriesById.get(pose.id)),
    );
  }

  byId(id: number): Promise<Pose | undefined> {
    return this.single({ id: String(id) });
  }

  byName(name: string): Promise<Pose | undefined> {
    return this.single({ name });
  }

  private byLevelResponse(level: YogaLevel) {
    return this.get('/poses', { level: level.toLowerCase() }, RemoteLevelSchema);
  }

  async byLevel(level: YogaLevel): Promise<Pose[]> {
    const response = await this.byLevelResponse(level);
    return (response.data?.poses ?? []).map((pose) => this.toPose(pose, level));
  }

  async categories(): Promise<PoseCategory[]> {
    const response = await this.get('/categories', {}, RemoteCategoriesSchema);
    return (response.data ?? []).map((category) => ({
      id: category.id,
      name: category.category_name,
      description: category.category_description,
      poses: category.poses.map((pose) => this.toPose(pose, undefined, [category.category_name])),
    }));
  }
}

/** The remote service, responding from the built-in catalog whenever it fails. */
export class FallbackPoseProvider implements PoseProvider {
  constructor(
    private readonly remote: PoseProvider,
    private readonly builtIn: PoseProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  private respond<T>(call: (provider: PoseProvider) => Promise<T>): Promise<T> {
    return withFallback(
      this.log,
      () => call(this.remote),
      () => call(this.builtIn),
    );
  }

  all() {
    return this.respond((provider) => provider.all());
  }
  byId(id: number) {
    return this.respond((provider) => provider.byId(id));
  }
  byName(name: string) {
    return this.respond((provider) => provider.byName(name));
  }
  byLevel(level: YogaLevel) {
    return this.respond((provider) => provider.byLevel(level));
  }
  categories() {
    return this.respond((provider) => provider.categories());
  }
}
