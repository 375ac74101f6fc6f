import type { FastifyBaseLogger } from 'fastify';
import { POSE_PLACEHOLDER_IMAGE } from '@thrive/contract';
import type { ProvidersConfig } from '../config';
import type { Database } from '../db/database';
import { RemoteCache } from './remote-cache';
import { withFallback, type RemoteAdapterOptions } from './remote-call';
import { catalogExerciseProvider, muscleMapUrl } from './exercises/catalog-exercises';
import type { ExerciseProvider } from './exercises/exercise-provider';
import { ExerciseDbProvider } from './exercises/remote-exercises';
import { catalogArticleProvider, categoryImageUrl } from './health-topics/catalog-articles';
import { FallbackArticleProvider, MyHealthfinderProvider } from './health-topics/myhealthfinder-articles';
import type { ArticleProvider } from './health-topics/article-provider';
import { catalogPoseFigures } from './poses/catalog-pose-figures';
import { catalogPoseProvider } from './poses/catalog-poses';
import type { PoseProvider } from './poses/pose-provider';
import { FallbackPoseProvider, RemotePoseProvider } from './poses/remote-poses';
import { catalogRecipeProvider } from './recipes/catalog-recipe-provider';
import type { RecipeProvider } from './recipes/recipe-provider';
import { SpoonacularRecipeProvider } from './recipes/spoonacular-recipes';
import { SpoonacularWithCatalog } from './recipes/spoonacular-with-catalog';
import { FoodsWithBarcodes } from './foods/foods-with-barcodes';
import { OpenFoodFacts } from './foods/open-food-facts';
import { catalogFoodProvider } from './foods/usda-foods';
import { catalogVideoProvider } from './videos/catalog-videos';
import { YouTubeVideoProvider } from './videos/remote-videos';
import type { VideoProvider } from './videos/video-provider';

/** The built-in catalog, or Spoonacular with the catalog standing in when it fails. */
function recipeProvider(config: ProvidersConfig, adapter: RemoteAdapterOptions): RecipeProvider {
  const catalog = catalogRecipeProvider();
  if (!config.recipes) return catalog;
  const service = new SpoonacularRecipeProvider({ ...adapter, ...config.recipes });
  return new SpoonacularWithCatalog(service, catalog, adapter.log);
}

/** The built-in catalog, or the remote yoga service with the catalog behind it when the service fails. */
function poseProvider(config: ProvidersConfig, adapter: RemoteAdapterOptions): PoseProvider {
  const catalog = catalogPoseProvider();
  if (!config.yoga) return catalog;
  const remote = new RemotePoseProvider({
    ...adapter,
    apiUrl: config.yoga.apiUrl,
    imagesOrigin: config.yoga.imagesOrigin,
    ownPicture: (id) => {
      const figure = catalogPoseFigures().get(id);
      return { svg: figure?.svg.url ?? POSE_PLACEHOLDER_IMAGE, png: figure?.png.url ?? POSE_PLACEHOLDER_IMAGE };
    },
  });
  return new FallbackPoseProvider(remote, catalog, adapter.log);
}

function videoProvider(config: ProvidersConfig, adapter: RemoteAdapterOptions): VideoProvider {
  if (!config.youtube) return catalogVideoProvider;
  return new YouTubeVideoProvider({ ...adapter, ...config.youtube });
}

/** ExerciseDB, with the built-in catalog responding whenever it fails. */
function exerciseProvider(config: ProvidersConfig, adapter: RemoteAdapterOptions): ExerciseProvider {
  if (!config.exercises) return catalogExerciseProvider;
  const remote = new ExerciseDbProvider({ ...adapter, ...config.exercises, muscleMapUrl });
  return {
    all: () =>
      withFallback(
        adapter.log,
        () => remote.all(),
        () => catalogExerciseProvider.all(),
      ),
  };
}

function articleProvider(config: ProvidersConfig, adapter: RemoteAdapterOptions): ArticleProvider {
  if (!config.healthTopics) return catalogArticleProvider;
  const remote = new MyHealthfinderProvider({ ...adapter, ...config.healthTopics, categoryImageUrl });
  return new FallbackArticleProvider(remote, catalogArticleProvider, adapter.log);
}

/** Every outside service: its adapter where the configuration switches it on, else the built-in one. */
export function createProviders(config: ProvidersConfig, db: Database, log: FastifyBaseLogger) {
  const adapter: RemoteAdapterOptions = {
    log,
    cache: new RemoteCache(db),
    timeoutMs: config.timeoutMs,
    resilience: config.resilience,
  };
  return {
    recipes: recipeProvider(config, adapter),
    poses: poseProvider(config, adapter),
    videos: videoProvider(config, adapter),
    exercises: exerciseProvider(config, adapter),
    articles: articleProvider(config, adapter),
    foods: config.barcodes
      ? new FoodsWithBarcodes(catalogFoodProvider, new OpenFoodFacts({ ...adapter, ...config.barcodes }))
      : catalogFoodProvider,
  };
}
