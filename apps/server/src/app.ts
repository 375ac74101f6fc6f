import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerRateLimit } from './plugins/rate-limit';
import { healthRoutes } from './features/health/health.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { recipeImageRoutes, recipeRoutes } from './features/recipes/recipes.routes';
import { mealPlannerRoutes } from './features/meal-planner/meal-planner.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { mealPlanRoutes } from './features/meal-plans/meal-plans.routes';
import type { RecipeProvider } from './providers/recipes/recipe-provider';
import type { AuthConfig } from './config';
import { createAuth, type Auth } from './auth/auth';
import { loadAuthSecret } from './auth/auth-secret';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerOriginGuard } from './auth/origin-guard';
import { catalogRecipeProvider } from './providers/recipes/catalog-recipe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    recipes: RecipeProvider;
    auth: Auth;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Shared store for rate limits; without it they are kept in this process. */
  redis?: Redis;
  trustProxy?: boolean;
  /** Origins, secret and social sign-in clients; by default a local app at localhost:5000 without social sign-in. */
  auth?: AuthConfig;
}

const LOCAL_AUTH: AuthConfig = { origins: ['http://localhost:5000'] };

/** Builds the whole app without listening, so tests can inject requests into it. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Let in-flight requests finish on close while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', options.database);
  const catalog = catalogRecipeProvider();
  app.decorate('recipes', catalog as RecipeProvider);
  app.addHook('onClose', async () => options.database.close());
  const authConfig = options.auth ?? LOCAL_AUTH;
  const secret = await loadAuthSecret(options.database.db, authConfig.secret);
  app.decorate('auth', createAuth({ db: options.database.db, config: authConfig, secret, log: app.log }));

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(compress);
  await registerRateLimit(app, options.redis);
  await registerOpenApi(app);
  registerOriginGuard(app, authConfig.origins);

  await app.register(healthRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(recipeRoutes);
  await app.register(recipeImageRoutes, { images: catalog.images });
  await app.register(mealPlannerRoutes);
  await registerAuthRoutes(app, { google: Boolean(authConfig.google), facebook: Boolean(authConfig.facebook) });
  await app.register(profileRoutes);
  await app.register(mealPlanRoutes);

  await registerWebApp(app, options.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
