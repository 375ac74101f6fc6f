import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Field } from './field';

const describers = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  afterEach(cleanup);

  it('names its control with the label and leaves it unmarked while there is no error', () => {
    render(<Field label="Email">{(control) => <input className="input" {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).not.toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks the control invalid and describes it by its hint and its error', () => {
    render(
      <Field id="profile-email" label="Email" hint="The address you sign in with." error="Enter your email.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('profile-email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('profile-email-hint profile-email-error');
    expect(describers(input)).toEqual(['The address you sign in with.', 'Enter your email.']);
    expect(document.getElementById('profile-email-error')?.getAttribute('data-tone')).toBe('error');
  });

  it('points at a message shown elsewhere when told the control is invalid', () => {
    render(
      <>
        <Field label="Days" invalid describedBy="days-note">
          {(control) => <input type="number" {...control} />}
        </Field>
        <p id="days-note">Days must be a whole number from 1 to 7.</p>
      </>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Days' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describers(input)).toEqual(['Days must be a whole number from 1 to 7.']);
  });

  it('draws a plain input from the props it is given, a form library’s handlers and ref among them', () => {
    let registered: HTMLInputElement | null = null;
    const changes: string[] = [];
    render(
      <Field
        label="Email"
        error="Enter your email."
        input={{
          type: 'email',
          name: 'email',
          onChange: (event) => changes.push(event.target.value),
          ref: (element) => {
            registered = element;
          },
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(registered).toBe(input);
    expect(input.className).toBe('input');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describers(input)).toEqual(['Enter your email.']);
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(changes).toEqual(['ada@example.com']);
  });
});
