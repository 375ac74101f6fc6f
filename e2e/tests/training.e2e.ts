import type { Page } from '@playwright/test';
import type { Workout } from '@thrive/contract';
import { seriousAxeViolations } from '../src/axe';
import { expect, open, reload, test } from '../src/fixtures';

/** Squats by a rep range at 60 kg (after warm-ups, when asked), then a plank held for 5 seconds. */
const legsAndCore = (date: string, warmUpSets = 0) => ({
  date,
  name: 'Legs and core',
  exercises: [
    {
      exerciseId: 'Barbell_Full_Squat',
      sets: 3,
      reps: 8,
      repsMax: 12,
      weight: 60,
      unit: 'kg',
      restSeconds: 0,
      warmUpSets,
    },
    { exerciseId: 'Plank', sets: 1, seconds: 5, restSeconds: 0 },
  ],
});

async function planWorkout(page: Page, date: string, warmUpSets = 0): Promise<Workout> {
  const response = await page.request.post('/api/workouts', {
    headers: { origin: new URL(page.url()).origin },
    data: legsAndCore(date, warmUpSets),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Workout;
}

test.describe('training history', () => {
  test.use({ accountName: 'Noor Haddad' });

  test('a workout followed on two dates: last time pre-filled, a record marked, a timed set counted down, the history charted', async ({
    page,
    signedIn: _account,
  }) => {
    // The page's clock is ours: the first workout on a Tuesday, the second three days later.
    await page.clock.install({ time: new Date('2026-11-10T08:00:00') });
    await open(page, '/workouts');
    const first = await planWorkout(page, '2026-11-10');
    await open(page, `/workouts/${first.id}/follow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Barbell Full Squat' })).toBeVisible();
    await expect(page.getByText('First time: no earlier sets of this exercise.')).toBeVisible();
    // A barbell: the plates for each side follow the weight typed.
    await expect(page.getByText('Each side of the 20 kg bar: 20 kg')).toBeVisible();
    for (let set = 1; set <= 3; set++) {
      await expect(page.getByText(`Set ${set} of 3`)).toBeVisible();
      await page.getByLabel('Reps done').fill('10');
      await page.getByRole('button', { name: 'Log set' }).click();
    }
    // An exercise's first sets set its records without calling them broken.
    await expect(page.getByText(/New record/)).toHaveCount(0);

    // The plank is timed: its set counts down and logs itself.
    await expect(page.getByRole('heading', { level: 1, name: 'Plank' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the timer' }).click();
    const timer = page.getByRole('timer');
    await expect(timer.locator('.rest__clock')).toHaveText('00:05');
    await page.clock.runFor(6_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Workout complete' })).toBeVisible();

    await page.clock.setSystemTime(new Date('2026-11-13T08:00:00'));
    const second = await planWorkout(page, '2026-11-13', 2);
    await open(page, `/workouts/${second.id}/follow`);
    // Two warm-ups ramp up to the working weight; one ticked off stays ticked after a reload.
    const warmUps = page.getByRole('region', { name: 'Warm-up sets of Barbell Full Squat' });
    await warmUps.getByRole('button', { name: 'Warm-up 1 done: 8 × 22.5 kg' }).click();
    await expect(warmUps.getByText('(done)')).toHaveCount(1);
    await reload(page);
    await expect(warmUps.getByText('8 × 22.5 kg (done)')).toBeVisible();
    await expect(warmUps.getByRole('button', { name: 'Warm-up 2 done: 2 × 47.5 kg' })).toBeVisible();
    await expect(page.getByText('Last time: 3 × 10 at 60 kg')).toBeVisible();
    await expect(page.getByText('(Tue 10 Nov)')).toBeVisible();
    await expect(page.getByText('Next step: Stay at 60 kg and add reps until every set reaches 12.')).toBeVisible();
    // Each set starts from last time's (10 reps), not the plan's 8.
    await expect(page.getByLabel('Reps done')).toHaveValue('10');
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('60');
    await page.getByLabel('Weight (kg)').fill('62.5');
    await expect(page.getByText('Each side of the 20 kg bar: 20 + 1.25 kg')).toBeVisible();
    await page.getByLabel('Weight (kg)').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'New record: heaviest weight' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The exercise's page charts both sessions and lists them, newest first.
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Barbell Full Squat' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^2 sessions from Tue 10 Nov 2026 to Fri 13 Nov 2026/ })).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('row').nth(1)).toContainText('62.5 kg');
    await expect(sessions.getByRole('row').nth(2)).toContainText('3 × 10 at 60 kg');
    await expect(page.getByRole('region', { name: 'Your records' })).toContainText('10 at 62.5 kg');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
