import { load, type LoadResult } from './api-load';
import { percentile } from './stats';

const WEEK = Array.from({ length: 7 }, (_, day) => ({
  dayNumber: day + 1,
  rows: ['Breakfast', 'Lunch', 'Dinner'].map((label, row) => ({
    label,
    items: [{ recipeId: 1000 + row, name: `Dish ${day}-${row}`, calories: 600, protein: 30, carbs: 60, fat: 20 }],
  })),
}));

export interface AccountFigures {
  signInP50Ms: number;
  signInMaxMs: number;
  signIns: number;
  loads: LoadResult[];
}

/**
 * Sign-in latency (dominated by the scrypt hash at the ASVS cost) and signed-in plan routes under load.
 * Each sign-in comes from its own client address, so the throttle is not what gets measured.
 */
export async function runAccountFigures(baseUrl: string): Promise<AccountFigures> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const account = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'benchmark password' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const times: number[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': `10.9.0.${attempt + 1}` },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    times.push(performance.now() - started);
  }

  const date = '2026-11-23';
  await fetch(`${baseUrl}/api/mealplan/save`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ totalDays: 7, date, type: 'custom', meals: WEEK }),
  });
  return {
    signInP50Ms: Math.round(percentile(times, 0.5)),
    signInMaxMs: Math.round(Math.max(...times)),
    signIns: times.length,
    loads: [
      await load('GET /api/auth/get-session (signed in)', `${baseUrl}/api/auth/get-session`, { headers: { cookie } }),
      await load('GET /api/mealplan/custom/{date} (7 × 3)', `${baseUrl}/api/mealplan/custom/${date}`, {
        headers: { cookie },
      }),
      await load('PATCH /api/mealplan/check', `${baseUrl}/api/mealplan/check`, {
        method: 'PATCH',
        headers: { ...headers, cookie },
        body: JSON.stringify({ date, type: 'custom', dayNumber: 1, mealType: 'breakfast' }),
      }),
    ],
  };
}
