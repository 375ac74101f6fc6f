import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Journey } from '../src/journey';

describe('the navigation bar on a phone', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start({ width: 390, height: 844 });
  });
  afterAll(() => journey.close());

  it('opens the menu, follows a link, and closes on an outside click or Escape', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    expect(await blogLink.isVisible()).toBe(false);

    await toggle.click();
    expect(await blogLink.isVisible()).toBe(true);
    await blogLink.click();
    await page.waitForURL('**/blog');
    expect(await blogLink.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 600);
    await expect.poll(() => blogLink.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => blogLink.isVisible()).toBe(false);
    expect(journey.errors).toEqual([]);
  });
});

describe('the footer newsletter form', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await Journey.start();
  });
  afterAll(() => journey.close());

  it('asks for an email, then subscribes', async () => {
    const page = await journey.newPage();
    await page.goto('/team');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Please enter an email.');

    await form.getByRole('textbox').fill('reader@example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Please enter a valid email address.');

    await form.getByRole('textbox').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Message sent successfully!');
    expect(await form.getByRole('textbox').inputValue()).toBe('');
    // The browser logs the refused address's 400; nothing else may fail.
    expect(journey.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });
});
