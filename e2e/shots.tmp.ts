import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './src/browser';
const base = 'http://127.0.0.1:5103';
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const width = Number(process.env.W ?? 1280);
const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/');
const email = `diary-${Date.now()}@example.com`;
await page.request.post(base + '/api/auth/sign-up/email', { headers: { origin: base }, data: { name: 'Ada Diary', email, password: 'a long password 123' } });
await page.request.put(base + '/api/profile/targets', { headers: { origin: base }, data: { targets: { sex: 'female', age: 34, calories: 1900 }, changedAt: new Date().toISOString() } });
await page.goto(base + '/diary');
await page.getByRole('button', { name: 'Add food' }).first().waitFor();
// Keyboard only: Tab to the first "Add food", open, search, pick, amount, Enter.
for (let i = 0; i < 40; i++) {
  await page.keyboard.press('Tab');
  const name = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim());
  if (name === 'Add food') break;
}
await page.keyboard.press('Enter');
await page.keyboard.type('oatmeal');
await page.waitForTimeout(800);
await page.keyboard.press('Tab'); // to the first result
await page.keyboard.press('Tab');
const focused = await page.evaluate(() => document.activeElement?.textContent);
console.log('focused after tabs:', focused?.slice(0, 60));
await page.keyboard.press('Enter');
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/k-amount-${width}.png` });
await page.keyboard.type('');
await page.getByLabel('How much').focus();
await page.keyboard.press('Control+A');
await page.keyboard.type('1.5');
await page.keyboard.press('Enter');
await page.waitForTimeout(1000);
for (const [meal, q, pick] of [['Lunch', 'chicken breast roasted', /^Chicken, broilers/], ['Dinner', 'salmon atlantic farmed cooked', /^Fish, salmon/], ['Snacks', 'apple', /^Apples, raw, with skin/]] as const) {
  await page.getByRole('region', { name: meal, exact: true }).getByRole('button', { name: 'Add food' }).click();
  await page.getByLabel('Search foods').fill(q);
  await page.getByRole('button', { name: pick }).first().click();
  await page.getByRole('button', { name: `Add to ${meal.toLowerCase()}` }).click();
  await page.waitForTimeout(700);
}
await page.screenshot({ path: `/tmp/d-${width}.png` });
await page.getByText('Vitamin C', { exact: true }).click();
await page.getByText('Vitamin C', { exact: true }).scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/d-micros-${width}.png` });
await page.goto(base + '/dashboard');
await page.getByRole('region', { name: 'Planned and eaten this week' }).scrollIntoViewIfNeeded();
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/d-dash-${width}.png` });
await browser.close();
