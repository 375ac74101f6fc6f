import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { deviceTargets } from '../../../lib/targets/device-targets';

import { RESIZED } from '../resized-photo-stub';
import { DeviceProfile } from './device-profile';
import { DEVICE_KEYS } from '../../../lib/device-keys';

// happy-dom draws no pixels, so an image comes back as a small JPEG.
vi.mock('../resize-photo', async (importOriginal) =>
  (await import('../resized-photo-stub')).withResizedPhotoStub(importOriginal),
);

/** Mia's profile on this device once she has chosen a photo. */
const MIA_WITH_PHOTO = {
  name: 'Mia Walker',
  username: 'miawalks',
  email: 'mia@example.com',
  gender: 'female',
  photo: RESIZED.dataUrl,
};

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;

function renderDevice() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeviceProfile />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('DeviceProfile', () => {
  beforeEach(() => {
    // Nobody is signed in.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null', { status: 200 })),
    );
    localStorage.setItem(
      DEVICE_KEYS.profile,
      JSON.stringify({ name: 'Mia Walker', username: 'miawalks', email: 'mia@example.com', gender: 'female' }),
    );
    deviceTargets.write({
      targets: { age: 29, height: 168, weight: 64.5, goal: 'lose', calories: 1800 },
      changedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    deviceTargets.clear();
  });

  it('fills in the profile from this browser, and age, height, weight and goal from the targets', async () => {
    renderDevice();
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('miawalks');
    expect((screen.getByLabelText(/^Age/) as HTMLInputElement).value).toBe('29');
    expect((screen.getByLabelText(/^Height/) as HTMLInputElement).value).toBe('168');
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('64.5');
    expect((screen.getByRole('radio', { name: 'Lose weight' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
  });

  it('stores a chosen photo in this browser at once, without saving the details', async () => {
    const user = renderDevice();
    await user.type(await screen.findByLabelText('Username'), '2');
    await user.upload(screen.getByLabelText('Upload photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    const card = screen.getByRole('region', { name: 'Profile photo' });
    expect(await within(card).findByText(PROFILE_MESSAGES.photoSaved)).toBeTruthy();
    expect(stored(DEVICE_KEYS.profile)).toEqual(MIA_WITH_PHOTO);

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByText(PROFILE_MESSAGES.photoRemoved)).toBeTruthy();
    expect(stored(DEVICE_KEYS.profile)?.photo).toBeNull();
  });

  it('saves the body and goal to the targets and the rest, with the photo, to the profile', async () => {
    const user = renderDevice();
    await user.upload(await screen.findByLabelText('Upload photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await screen.findByText(PROFILE_MESSAGES.photoSaved);
    const weight = screen.getByLabelText(/^Weight/);
    await user.clear(weight);
    await user.type(weight, '63');
    await user.click(screen.getByRole('radio', { name: 'Maintain weight' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.savedOnDevice)).toBeTruthy();

    expect(stored(DEVICE_KEYS.profile)).toEqual(MIA_WITH_PHOTO);
    expect(stored(DEVICE_KEYS.targets)).toMatchObject({
      targets: { age: 29, height: 168, weight: 63, goal: 'maintain', calories: 1800 },
    });
  });
});
