import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { EMPTY_PROFILE_FORM } from '../profile-form';
import { ProfileForm, type ProfileFormProps } from './profile-form';

function renderForm(props: Partial<ProfileFormProps> = {}) {
  const onSave = vi.fn<ProfileFormProps['onSave']>(async () => ({ ok: true, message: PROFILE_MESSAGES.savedOnDevice }));
  render(
    <ProfileForm
      initialValues={{ ...EMPTY_PROFILE_FORM, name: 'Ada', email: 'ada@example.com' }}
      initialPhoto={null}
      emailReadOnly={false}
      passwordRule="existing"
      passwordLabel="Password"
      passwordHint="Needed to save."
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
  await user.click(screen.getByRole('radio', { name: 'Maintain weight' }));
  return user;
}

describe('ProfileForm', () => {
  afterEach(cleanup);

  it('links each message to its field and moves focus to the first one', async () => {
    const onSave = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a username.');
    expect(screen.getByRole('radio', { name: 'Male' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows "Passwords do not match!" by the confirmation, then saves and clears both passwords', async () => {
    const onSave = renderForm();
    const user = await fillDetails();
    await user.type(screen.getByLabelText('Password'), 'pear tree');
    await user.type(screen.getByLabelText('Confirm password'), 'pear trees');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const confirm = screen.getByLabelText('Confirm password');
    expect(document.activeElement).toBe(confirm);
    expect(document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Passwords do not match!',
    );

    await user.type(confirm, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].details).toEqual({
      username: 'ada',
      age: 36,
      gender: 'female',
      height: 165,
      weight: 58,
      target: 'maintain',
    });
    expect(await screen.findByText(PROFILE_MESSAGES.savedOnDevice)).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).value).toBe('');
  });

  it('puts a refusal from the server on its field and keeps everything typed', async () => {
    const onSave = renderForm({
      onSave: async () => ({ ok: false, errors: { password: PROFILE_MESSAGES.wrongPassword } }),
    });
    const user = await fillDetails();
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.type(screen.getByLabelText('Confirm password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const password = await screen.findByLabelText('Password');
    expect(await screen.findByText(PROFILE_MESSAGES.wrongPassword)).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe('wrong one');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the save failed when it did, keeping the form as typed', async () => {
    renderForm({ onSave: async () => ({ ok: false }) });
    const user = await fillDetails();
    await user.type(screen.getByLabelText('Password'), 'pear tree');
    await user.type(screen.getByLabelText('Confirm password'), 'pear tree');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.saveFailed);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('pear tree');
  });

  it('turns away a file that is not an image', async () => {
    renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MESSAGES.photoNotImage);
    expect(screen.getByLabelText('Upload photo').getAttribute('aria-invalid')).toBe('true');
  });
});
