import type { FastifyBaseLogger } from 'fastify';
import { POSE_PLACEHOLDER_IMAGE } from '@thrive/contract';
import type { ProvidersConfig } from '../config';
import type { Database } from '../db/database';
import { RemoteCache } from './remote-cache';
import { withFallback } from './remote-call';
import { catalogExerciseProvider, muscleMapUrl } from './exercises/catalog-exercises';
import type { ExerciseProvider } from './exercises/exercise-provider';
import { ExerciseDbProvider } from './exercises/remote-exercises';
import { catalogHealthTopicProvider, categoryImageUrl } from './health-topics/catalog-health-topics';
import { FallbackHealthTopicProvider, MyHealthfinderProvider } from './health-topics/remote-health-topics';
import type { HealthTopicProvider } from './health-topics/health-topic-provider';
import { catalogPoseFigures } from './poses/catalog-pose-figures';
import { catalogPoseProvider } from './poses/catalog-poses';
import type { PoseProvider } from './poses/pose-provider';
import { FallbackPoseProvider, RemotePoseProvider } from './poses/remote-poses';
import { catalogRecipeProvider } from './recipes/catalog-recipe-provider';
import type { RecipeProvider } from './recipes/recipe-provider';
import { SpoonacularRecipeProvider } from './recipes/spoonacular-recipes';
import { SpoonacularWithCatalog } from './recipes/spoonacular-with-catalog';
import { catalogVideoProvider } from './videos/catalog-videos';
import { YouTubeVideoProvider } from './videos/remote-videos';
import type { VideoProvider } from './videos/video-provider';

/** The built-in catalog, or Spoonacular with the catalog standing in when it fails. */
export function createRecipeProvider(config: ProvidersConfig, db: Database, log: FastifyBaseLogger): RecipeProvider {
  const catalog = catalogRecipeProvider();
  if (!config.recipes) return catalog;
  const service = new SpoonacularRecipeProvider({
    ...config.recipes,
    cache: new RemoteCache(db),
    log,
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  });
  return new SpoonacularWithCatalog(service, catalog, log);
}

/** The built-in catalog, or the remote yoga service with the catalog behind it when the service fails. */
export function createPoseProvider(config: ProvidersConfig, db: Database, log: FastifyBaseLogger): PoseProvider {
  const catalog = catalogPoseProvider();
  if (!config.yoga) return catalog;
  const remote = new RemotePoseProvider({
    apiUrl: config.yoga.apiUrl,
    imagesOrigin: config.yoga.imagesOrigin,
    ownPicture: (id) => {
      const figure = catalogPoseFigures().get(id);
      return { svg: figure?.svg.url ?? POSE_PLACEHOLDER_IMAGE, png: figure?.png.url ?? POSE_PLACEHOLDER_IMAGE };
    },
    cache: new RemoteCache(db),
    log,
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  });
  return new FallbackPoseProvider(remote, catalog, log);
}

export function createVideoProvider(config: ProvidersConfig, db: Database, log: FastifyBaseLogger): VideoProvider {
  if (!config.youtube) return catalogVideoProvider;
  return new YouTubeVideoProvider({
    ...config.youtube,
    cache: new RemoteCache(db),
    log,
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  });
}

export function createExerciseProvider(
  config: ProvidersConfig,
  db: Database,
  log: FastifyBaseLogger,
): ExerciseProvider {
  if (!config.exercises) return catalogExerciseProvider;
  const remote = new ExerciseDbProvider({
    ...config.exercises,
    cache: new RemoteCache(db),
    muscleMapUrl,
    log,
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  });
  // ExerciseDB, with the built-in catalog answering whenever it fails.
  return {
    all: () =>
      withFallback(
        log,
        () => remote.all(),
        () => catalogExerciseProvider.all(),
      ),
  };
}

export function createHealthTopicProvider(
  config: ProvidersConfig,
  db: Database,
  log: FastifyBaseLogger,
): HealthTopicProvider {
  if (!config.healthTopics) return catalogHealthTopicProvider;
  const remote = new MyHealthfinderProvider({
    ...config.healthTopics,
    cache: new RemoteCache(db),
    categoryImageUrl,
    log,
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  });
  return new FallbackHealthTopicProvider(remote, catalogHealthTopicProvider, log);
}
