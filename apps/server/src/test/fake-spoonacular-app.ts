import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app';
import type { AppOptions } from '../app';
import type { ProvidersConfig } from '../config';
import { startFakeService } from './fake-service';
import { FAKE_SPOONACULAR_KEY, spoonacularAnswer, spoonacularError } from './fake-spoonacular';
import { createTestApp } from './test-app';

export type FakeSpoonacular = Awaited<ReturnType<typeof startFakeService>>;

/**
 * The time limit is short enough for the slow fake to outlast it, and long enough that a busy machine does
 * not turn an ordinary response into a timeout.
 */
const TIMEOUT_MS = 1500;

/**
 * For a test file: an app whose recipes come from a fake Spoonacular, both started before its tests and stopped
 * after them, and the fake answering normally, its requests forgotten, before each test.
 */
export function withFakeSpoonacular(
  options: { providers?: Partial<ProvidersConfig>; logger?: AppOptions['logger'] } = {},
): { app: App; fake: FakeSpoonacular } {
  const context = {} as { app: App; fake: FakeSpoonacular };
  beforeAll(async () => {
    context.fake = await startFakeService(spoonacularAnswer, { errorBody: spoonacularError, slowMs: 10_000 });
    context.app = await createTestApp({
      providers: {
        recipes: { apiKey: FAKE_SPOONACULAR_KEY, apiUrl: context.fake.origin },
        timeoutMs: TIMEOUT_MS,
        resilience: { firstDelayMs: 5, breakerFailures: 100 },
        ...options.providers,
      },
      ...(options.logger ? { logger: options.logger } : {}),
    });
  });
  afterAll(async () => {
    await context.app.close();
    await context.fake.stop();
  });
  beforeEach(() => {
    context.fake.setMode('ok');
    context.fake.requests.length = 0;
  });
  return context;
}
