import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { EMPTY_PROFILE_FORM } from '../profile-form';
import { ProfileForm, type ProfileFormProps } from './profile-form';

function renderForm(props: Partial<ProfileFormProps> = {}) {
  const onSave = vi.fn<ProfileFormProps['onSave']>(async () => ({ ok: true, message: PROFILE_MESSAGES.savedOnDevice }));
  render(
    <ProfileForm
      initialValues={{ ...EMPTY_PROFILE_FORM, name: 'Ada', email: 'ada@example.com' }}
      emailReadOnly={false}
      onSave={onSave}
      {...props}
    />,
  );
  return onSave;
}

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText(/^Age/), '36');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText(/^Height/), '165');
  await user.type(screen.getByLabelText(/^Weight/), '58');
  await user.click(screen.getByRole('radio', { name: 'Lose weight' }));
  return user;
}

const save = () => screen.getByRole('button', { name: 'Save profile' });
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('ProfileForm', () => {
  afterEach(cleanup);

  it('asks for no password and holds no photo: it is the details alone', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    expect(within(form).queryByLabelText(/password/i)).toBeNull();
    expect(within(form).queryByLabelText(/photo/i)).toBeNull();
    expect(form.textContent).not.toMatch(/password/i);
  });

  it('links each message to its field and moves focus to the first one', async () => {
    const onSave = renderForm();
    const user = userEvent.setup();
    await user.click(save());
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(username)).toBe('Enter a username.');
    expect(screen.getByRole('radio', { name: 'Male' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Goal' }).textContent).toContain('Choose your target.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the goals in their order, and arrow keys move between them', async () => {
    renderForm();
    const goal = screen.getByRole('group', { name: 'Goal' });
    expect(
      within(goal)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Gain weight', 'Lose weight', 'Maintain weight']);
    const user = userEvent.setup();
    await user.click(within(goal).getByRole('radio', { name: 'Lose weight' }));
    await user.keyboard('{ArrowRight}');
    expect((within(goal).getByRole('radio', { name: 'Maintain weight' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps age, height and weight within the targets’ ranges', async () => {
    const onSave = renderForm();
    const user = await fillDetails();
    await user.clear(screen.getByLabelText(/^Age/));
    await user.type(screen.getByLabelText(/^Age/), '12');
    await user.clear(screen.getByLabelText(/^Weight/));
    await user.type(screen.getByLabelText(/^Weight/), '250');
    await user.click(save());
    const age = screen.getByLabelText(/^Age/);
    expect(document.activeElement).toBe(age);
    expect(messageOf(age)).toBe('Enter an age from 13 to 100.');
    expect(messageOf(screen.getByLabelText(/^Weight/))).toBe('Enter a weight in kg from 40 to 200.');
    expect(age.getAttribute('min')).toBe('13');
    expect(age.getAttribute('max')).toBe('100');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the details with the goal, and says so', async () => {
    const onSave = renderForm();
    const user = await fillDetails();
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      details: { username: 'ada', age: 36, gender: 'female', height: 165, weight: 58, goal: 'lose' },
    });
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.savedOnDevice);
  });

  it('marks Save unavailable while saving, keeping its focus, and saves once', async () => {
    let finish: (value: { ok: true; message: string }) => void = () => {};
    const onSave = vi.fn<ProfileFormProps['onSave']>(() => new Promise((resolve) => (finish = resolve)));
    renderForm({ onSave });
    const user = await fillDetails();
    await user.click(save());
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(onSave).toHaveBeenCalledTimes(1);
    finish({ ok: true, message: PROFILE_MESSAGES.saved });
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(save().getAttribute('aria-disabled')).toBeNull();
  });

  it('puts a refusal from the server on its field and keeps everything typed', async () => {
    renderForm({ onSave: async () => ({ ok: false, errors: { username: 'Use at most 40 characters.' } }) });
    const user = await fillDetails();
    await user.click(save());
    const username = await screen.findByLabelText('Username');
    expect(await screen.findByText('Use at most 40 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect((username as HTMLInputElement).value).toBe('ada');
    expect((screen.getByLabelText(/^Height/) as HTMLInputElement).value).toBe('165');
  });

  it('says the save failed when it did, keeping the form as typed', async () => {
    renderForm({ onSave: async () => ({ ok: false }) });
    const user = await fillDetails();
    await user.click(save());
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.saveFailed);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
  });
});
