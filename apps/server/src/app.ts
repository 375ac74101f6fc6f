import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { VIDEO_EMBED_ORIGIN, type Targets } from '@thrive/contract';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandler } from './plugins/error-handler';
import { ShortRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { responseSerializer } from './plugins/response-serializer';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerRateLimit } from './plugins/rate-limit';
import { SharedStore } from './lib/shared-store';
import { ChangeFeed } from './lib/change-feed';
import { healthRoutes } from './features/health/health.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { recipeRoutes } from './features/recipes/recipes.routes';
import { hashedImageRoutes } from './lib/hashed-images';
import { RECIPE_IMAGE_PREFIX } from './providers/recipes/catalog-recipe-images';
import { aiMealPlanRoutes } from './features/ai-meal-plan/ai-meal-plan.routes';
import { shoppingListRoutes } from './features/shopping-list/shopping-list.routes';
import type { PlanWorkerLimits } from './features/ai-meal-plan/plan-workers';
import { profileRoutes } from './features/profile/profile.routes';
import { targetsRoutes } from './features/profile/targets.routes';
import { sessionsRoutes } from './features/profile/sessions.routes';
import { mealPlanRoutes } from './features/meal-plans/meal-plans.routes';
import type { RecipeProvider } from './providers/recipes/recipe-provider';
import type { AuthConfig, MailConfig, ProvidersConfig, TrustProxy } from './config';
import { createAuth, type Auth } from './auth/auth';
import { SessionReader } from './auth/session-reader';
import { loadAuthSecret } from './auth/auth-secret';
import { registerAuthRoutes } from './auth/auth.routes';
import { PasswordWork, type PasswordWorkOptions } from './auth/password-hashing';
import { registerOriginGuard } from './auth/origin-guard';
import { AccountMail } from './auth/account-mail';
import { ProviderPictures } from './features/profile/provider-pictures';
import { RemoteService } from './providers/remote-call';
import type { MailProvider } from './providers/mail/mail-provider';
import { logMail } from './providers/mail/log-mail';
import { smtpMail } from './providers/mail/smtp-mail';
import { registerInputGuard } from './plugins/input-guard';
import { guardUndeclaredRoutes } from './lib/api-routes';
import { catalogRecipeProvider } from './providers/recipes/catalog-recipe-provider';
import { yogaRoutes } from './features/yoga/yoga.routes';
import { yogaCompatibilityRoutes } from './features/yoga/yoga-compatibility.routes';
import { favouriteRoutes } from './features/favourites/favourites.routes';
import { practiceRoutes } from './features/practice/practice.routes';
import { foodRoutes } from './features/foods/foods.routes';
import { diaryRoutes } from './features/diary/diary.routes';
import { bodyRoutes } from './features/body/body.routes';
import { trainingRoutes } from './features/training/training.routes';
import { workoutRoutes } from './features/workouts/workouts.routes';
import type { PoseProvider } from './providers/poses/pose-provider';
import type { VideoProvider } from './providers/videos/video-provider';
import { createProviders } from './providers/create-providers';
import type { ExerciseProvider } from './providers/exercises/exercise-provider';
import type { ArticleProvider } from './providers/health-topics/article-provider';
import type { FoodProvider } from './providers/foods/food-provider';
import { findTargets, saveTargets } from './features/profile/targets.repository';
import { caloriesByDate, rangeRows } from './features/diary/diary.repository';
import { articleRoutes } from './features/blog/articles.routes';
import { ARTICLE_IMAGE_PREFIX, articleImages } from './providers/health-topics/catalog-articles';
import { myHealthfinderRoutes } from './providers/health-topics/myhealthfinder-compatibility';
import { gymRoutes } from './features/gym/gym.routes';
import { exerciseDbRoutes } from './features/gym/exercisedb.routes';
import { exerciseIndexFor } from './features/gym/exercise-index';
import { catalogPoseFigures, POSE_IMAGE_PREFIX } from './providers/poses/catalog-pose-figures';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    recipes: RecipeProvider;
    poses: PoseProvider;
    videos: VideoProvider;
    exercises: ExerciseProvider;
    articles: ArticleProvider;
    foods: FoodProvider;
    /** A person's targets ("My targets"), for the features that count against them. */
    targetsOf: (userId: string) => Promise<Targets>;
    auth: Auth;
    /** Rate-limit counters and cached sessions: in Redis when configured and responding, else in this process. */
    sharedStore: SharedStore;
    /** Which shared values were just changed, here or (over Redis) on another instance. */
    changes: ChangeFeed;
    /** Who is signed in, from a request's session cookie. */
    sessions: SessionReader;
    passwordWork: PasswordWork;
    mail: MailProvider;
    /** Password reset and email confirmation links, counted per address and sent in the background. */
    accountMail: AccountMail;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where rate limits and sessions are shared between instances (see connectRedis); without it, this process. */
  redis?: Redis;
  /** Proxies whose X-Forwarded-For is believed (see TRUST_PROXY); by default none. */
  trustProxy?: TrustProxy;
  /** Origins, secret and social sign-in clients; by default a local app at localhost:5000 without social sign-in. */
  auth?: AuthConfig;
  /** Outside services to use instead of the built-in catalog; by default none. */
  providers?: ProvidersConfig;
  /** Threads and queue of the meal-plan solvers; by default all cores but one and 32 waiting per thread. */
  planWorkers?: PlanWorkerLimits;
  /** How many requests hash passwords at once, how many may wait and scrypt's cost; by default one per core, 64 and 17. */
  passwordWork?: PasswordWorkOptions;
  /** Where emails go out; by default nowhere but the log. */
  mail?: MailConfig;
  /** How long a client may take to send a whole request (default REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
}

/** How long a client may take to send a whole request. */
export const REQUEST_TIMEOUT_MS = 25_000;

const LOCAL_AUTH: AuthConfig = { origins: ['http://localhost:5000'] };

/** A hop count trusts that many proxies nearest to us (Fastify's types take it only as a function). */
function proxyTrust(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole app without listening, so tests can inject requests into it. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Let in-flight requests finish on close while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // A client has this long to send a whole request, however slowly its bytes come; the server looks every
    // 2 s, so a body sent a byte at a time is closed (408) within 27 s.
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(15_000, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 2_000,
    },
    keepAliveTimeout: 5_000,
    logController: new ShortRequestLog(),
    trustProxy: proxyTrust(options.trustProxy ?? false),
  });
  guardUndeclaredRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorate('database', options.database);
  const providers = options.providers ?? {};
  const services = createProviders(providers, options.database.db, app.log);
  app.decorate('recipes', services.recipes);
  app.decorate('poses', services.poses);
  app.decorate('videos', services.videos);
  app.decorate('exercises', services.exercises);
  app.decorate('articles', services.articles);
  app.decorate('foods', services.foods);
  app.decorate('targetsOf', async (userId: string) => (await findTargets(userId, options.database.db)).targets);
  app.addHook('onClose', async () => options.database.close());
  app.decorate('changes', new ChangeFeed(options.redis));
  app.addHook('onClose', async () => app.changes.close());
  app.decorate('sharedStore', new SharedStore(options.redis, app.log, app.changes));
  app.decorate('passwordWork', new PasswordWork(options.passwordWork));
  app.decorate('mail', options.mail?.smtpUrl ? smtpMail(options.mail.smtpUrl, options.mail.from) : logMail(app.log));
  app.decorate('accountMail', new AccountMail(app.mail, app.sharedStore, app.log));
  const authConfig = options.auth ?? LOCAL_AUTH;
  const pictures = new ProviderPictures(
    options.database.db,
    new RemoteService({
      service: 'profile-pictures',
      log: app.log,
      timeoutMs: providers.timeoutMs,
      resilience: providers.resilience,
    }),
    (userId) => app.sessions.userChanged(userId),
    app.log,
    [authConfig.google, authConfig.facebook].flatMap((client) =>
      client?.discoveryUrl ? [new URL(client.discoveryUrl).origin] : [],
    ),
  );
  const secret = await loadAuthSecret(options.database.db, authConfig.secret);
  app.decorate(
    'auth',
    createAuth({
      db: options.database.db,
      config: authConfig,
      secret,
      log: app.log,
      sessions: app.sharedStore,
      passwords: app.passwordWork,
      accountMail: app.accountMail,
      onSignIn: (userId) => pictures.bringFor(userId),
    }),
  );
  app.decorate('sessions', new SessionReader(app.auth, options.database.db, app.sharedStore, app.changes));

  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    // A remote service's pictures and a tutorial's player are the only things a page loads from elsewhere.
    imageOrigins: providers.yoga ? [providers.yoga.imagesOrigin] : [],
    frameOrigins: providers.youtube ? [VIDEO_EMBED_ORIGIN] : [],
  });
  await app.register(compress);
  await registerRateLimit(app, app.sharedStore);
  await registerOpenApi(app);
  registerOriginGuard(app, authConfig.origins);
  registerInputGuard(app);

  await app.register(healthRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(recipeRoutes);
  await app.register(hashedImageRoutes, {
    urlPrefix: RECIPE_IMAGE_PREFIX,
    find: (id, extension) => (extension === 'svg' ? catalogRecipeProvider().images.get(Number(id)) : undefined),
  });
  await app.register(aiMealPlanRoutes, { workers: options.planWorkers });
  await app.register(shoppingListRoutes);
  await registerAuthRoutes(app, { google: Boolean(authConfig.google), facebook: Boolean(authConfig.facebook) });
  await app.register(profileRoutes);
  await app.register(targetsRoutes);
  await app.register(sessionsRoutes);
  await app.register(mealPlanRoutes);
  await app.register(yogaRoutes);
  await app.register(hashedImageRoutes, {
    urlPrefix: POSE_IMAGE_PREFIX,
    find: (id, extension) => catalogPoseFigures().get(Number(id))?.[extension],
  });
  await app.register(yogaCompatibilityRoutes);
  await app.register(favouriteRoutes);
  await app.register(practiceRoutes);
  await app.register(foodRoutes);
  await app.register(diaryRoutes);
  await app.register(bodyRoutes, {
    caloriesEaten: async (userId, range) => caloriesByDate(await rangeRows(userId, range, options.database.db)),
    setTargets: (userId, targets) =>
      saveTargets(userId, { targets, changedAt: new Date().toISOString() }, options.database.db),
  });
  await app.register(gymRoutes);
  await app.register(exerciseDbRoutes);
  await app.register(workoutRoutes, {
    exercisesById: async () => exerciseIndexFor(await app.exercises.all()).byId,
  });
  await app.register(trainingRoutes);
  await app.register(articleRoutes, { origin: authConfig.origins[0]! });
  await app.register(myHealthfinderRoutes);
  await app.register(hashedImageRoutes, {
    urlPrefix: ARTICLE_IMAGE_PREFIX,
    find: (id, extension) => (extension === 'svg' ? articleImages().get(id) : undefined),
  });

  await registerWebApp(app, options.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
