import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_MESSAGES } from '@thrive/contract';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  render(<NewsletterForm />);
}

/** POST /api/contact responding with `status` and `body`; the bodies sent are recorded. */
function serve(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function subscribe(email: string) {
  if (email) await userEvent.type(screen.getByRole('textbox'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers an email-type input', () => {
    renderForm();
    expect(screen.getByRole('textbox').getAttribute('type')).toBe('email');
  });

  it('asks for an email when submitted empty or blank, and takes focus there without sending', async () => {
    const fetch = serve(200, { message: NEWSLETTER_MESSAGES.success });
    renderForm();
    await subscribe('   ');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please enter an email.'));
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(document.activeElement).toBe(input);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, says so and clears the field', async () => {
    const fetch = serve(200, { message: NEWSLETTER_MESSAGES.success });
    renderForm();
    await subscribe('  reader@example.com ');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.success));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: 'reader@example.com' });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('gives the server’s refusal of the address in the product’s words, on the field', async () => {
    serve(400, {
      error: { code: 'bad_request', message: 'email: bad', fields: { email: 'must be a valid email address' } },
    });
    renderForm();
    await subscribe('reader@example');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.emailInvalid));
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('says any other failure to send, keeping what was typed', async () => {
    serve(503, { error: { code: 'unavailable', message: 'down' } });
    renderForm();
    await subscribe('reader@example.com');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_MESSAGES.failure));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('reader@example.com');
  });
});
