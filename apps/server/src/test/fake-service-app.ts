import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app';
import { startFakeService, type FakeHandler, type FakeServiceOptions } from './fake-service';
import { createTestApp } from './test-app';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * For one describe block: the app with an outside service faked by a local server, started before its tests and
 * stopped after them; before each test the fake responds normally again and forgets earlier requests.
 * `options` receives the fake's origin to point the app at it; `fakeOptions` shape the fake's errors and delays.
 */
export function appWithFakeService(
  handle: FakeHandler,
  options: (origin: string) => TestAppOptions,
  fakeOptions: FakeServiceOptions = {},
) {
  const context = {} as { app: App; fake: Awaited<ReturnType<typeof startFakeService>> };
  beforeAll(async () => {
    context.fake = await startFakeService(handle, fakeOptions);
    context.app = await createTestApp(options(context.fake.origin));
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
