import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { signUp } from './sessions';
import { createTestApp } from './test-app';

/** For a test file: the app on a fresh database with one account signed in (its cookie), closed after the tests. */
export function withSignedInApp(): { app: App; cookie: string } {
  const context = {} as { app: App; cookie: string };
  beforeAll(async () => {
    context.app = await createTestApp();
    ({ cookie: context.cookie } = await signUp(context.app));
  });
  afterAll(() => context.app.close());
  return context;
}
