import type { App, AppOptions } from '../app';
import type { ProvidersConfig } from '../config';
import type { startFakeService } from './fake-service';
import { FAKE_SPOONACULAR_KEY, spoonacularAnswer, spoonacularError } from './fake-spoonacular';
import { appWithFakeService } from './fake-service-app';

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
  return appWithFakeService(
    spoonacularAnswer,
    (origin) => ({
      providers: {
        recipes: { apiKey: FAKE_SPOONACULAR_KEY, apiUrl: origin },
        timeoutMs: TIMEOUT_MS,
        resilience: { firstDelayMs: 5, breakerFailures: 100 },
        ...options.providers,
      },
      ...(options.logger ? { logger: options.logger } : {}),
    }),
    { errorBody: spoonacularError, slowMs: 10_000 },
  );
}
