import { expect, open, test } from '../src/fixtures';

test.describe('the navigation bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the menu, follows a link, and closes on an outside click or Escape', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await expect(blogLink).toBeHidden();

    await toggle.click();
    await expect(blogLink).toBeVisible();
    await blogLink.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blogLink).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(blogLink).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(blogLink).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(blogLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(blogLink).toBeHidden();
  });
});

test.describe('the footer newsletter form', () => {
  test('asks for an email, then subscribes', async ({ page, browserErrors }) => {
    // The browser logs the refused address's 400; nothing else may fail.
    browserErrors.allow(/status of 400/);
    await open(page, '/team');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const status = form.getByRole('status');
    // A person scrolls down to the footer; the working form loads as it comes near the screen.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('Please enter an email.');

    await form.getByRole('textbox').fill('reader@example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('Please enter a valid email address.');

    await form.getByRole('textbox').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('Message sent successfully!');
    await expect(form.getByRole('textbox')).toHaveValue('');
  });
});
