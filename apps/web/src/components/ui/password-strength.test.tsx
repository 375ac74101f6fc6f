import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PasswordStrengthHint } from './password-strength';
import { loadStrengthEstimator } from '../../lib/password-strength';

describe('PasswordStrengthHint', () => {
  afterEach(cleanup);

  it('states the rule alone while nothing is typed', async () => {
    await loadStrengthEstimator();
    render(<PasswordStrengthHint password="" />);
    expect(document.body.textContent).toBe('At least 8 characters.');
  });

  it('calls a common password very weak and says why, in our words', async () => {
    render(<PasswordStrengthHint password="password1" />);
    expect(await screen.findByText(/Strength: Very weak\. This is a commonly used password\./)).toBeTruthy();
  });

  it('calls a long passphrase very strong, with a full bar', async () => {
    const { container } = render(<PasswordStrengthHint password="tarragon kettle orbit velvet" />);
    expect(await screen.findByText(/Strength: Very strong\./)).toBeTruthy();
    expect(container.querySelector('[data-score="4"]')).not.toBeNull();
  });

  it('names a keyboard row for what it is', async () => {
    const estimate = await loadStrengthEstimator();
    expect(estimate('qwertyuiop').score).toBe(0);
    expect(estimate('zxcvbnm,./').warning).toMatch(/keys|keyboard/);
  });
});
