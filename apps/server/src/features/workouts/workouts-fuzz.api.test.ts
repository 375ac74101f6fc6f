import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';
import { DATE, legsAndCore, workoutCaller, type Method } from '../../test/workout-requests';

describe('/api/workouts with any input', () => {
  let app: App;
  let ada: { cookie: string };
  beforeAll(async () => {
    app = await createTestApp();
    ada = await signUp(app);
  });
  afterAll(() => app.close());

  const call = workoutCaller(() => app);
  const create = async (who: { cookie: string }) => {
    const response = await call('POST', '/api/workouts', who, legsAndCore());
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Workout>();
  };

  it('never responds 500 to any body, query or path on any endpoint (fuzzed)', async () => {
    const saved = await create(ada);
    const number = fc.oneof(fc.integer({ min: -5, max: 700 }), fc.double(), fc.string(), fc.constant(null));
    const exercise = fc.record(
      {
        exerciseId: fc.oneof(fc.constantFrom('Barbell_Full_Squat', 'Plank', ''), fc.string()),
        sets: number,
        reps: number,
        seconds: number,
        weight: number,
        unit: fc.oneof(fc.constantFrom('kg', 'lb'), fc.string()),
        restSeconds: number,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          date: fc.oneof(fc.constant(DATE), fc.string()),
          name: fc.string(),
          exercises: fc.oneof(fc.jsonValue(), fc.array(exercise, { maxLength: 4 })),
          version: number,
          done: fc.oneof(fc.boolean(), fc.string()),
          reps: number,
          seconds: number,
          weight: number,
        },
        { requiredKeys: [] },
      ),
    );
    const id = fc.oneof(fc.constant(saved.id), fc.uuid(), fc.webSegment());
    const n = fc.oneof(fc.integer({ min: -1, max: 700 }).map(String), fc.webSegment());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Method>('POST', 'PUT', 'PATCH'),
        id,
        n,
        body,
        async (method, workoutId, set, payload) => {
          const url =
            method === 'POST'
              ? '/api/workouts'
              : method === 'PUT'
                ? `/api/workouts/${workoutId}`
                : `/api/workouts/${workoutId}/sets/${set}`;
          const response = await app.inject({
            method,
            url,
            headers: { origin: TEST_ORIGIN, cookie: ada.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(id, fc.webQueryParameters(), async (workoutId, query) => {
        for (const [method, url] of [
          ['GET', `/api/workouts?${query}`],
          ['GET', `/api/workouts/${workoutId}?${query}`],
        ] as const) {
          const response = await call(method, url, ada);
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
