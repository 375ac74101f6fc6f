import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  render(<NewsletterForm />);
}

describe('NewsletterForm', () => {
  afterEach(cleanup);

  it('offers an email-type input', () => {
    renderForm();
    expect(screen.getByRole('textbox').getAttribute('type')).toBe('email');
  });

  it('asks for an email when submitted empty or blank', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status').textContent).toBe('Please enter an email.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });
});
