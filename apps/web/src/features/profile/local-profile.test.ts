import { afterEach, describe, expect, it } from 'vitest';
import { deviceTargets } from '../../lib/targets/device-targets';
import { readLocalProfile, saveLocalProfile, type LocalProfile } from './local-profile';
import { DEVICE_KEYS } from '../../lib/device-keys';

const profile: LocalProfile = {
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  gender: 'female',
  photo: 'data:image/jpeg;base64,/9j/4AAQ',
};

describe('the profile stored on this device', () => {
  afterEach(() => {
    localStorage.clear();
    deviceTargets.clear();
  });

  it('reads back what was saved', () => {
    expect(saveLocalProfile(profile)).toBe(true);
    expect(readLocalProfile()).toEqual(profile);
  });

  it('never stores a password, even when one is handed over', () => {
    saveLocalProfile({ ...profile, password: 'secret', confirmPassword: 'secret' } as LocalProfile);
    const stored = localStorage.getItem(DEVICE_KEYS.profile) ?? '';
    expect(stored).not.toMatch(/password|secret/i);
  });

  it('keeps the body and goal out: they are the targets', () => {
    saveLocalProfile({ ...profile, age: 36, height: 165, weight: 58.5, goal: 'lose' } as LocalProfile);
    expect(JSON.parse(localStorage.getItem(DEVICE_KEYS.profile) ?? '{}')).toEqual(profile);
  });

  it('keeps the good fields of a damaged entry and survives one that is not JSON', () => {
    localStorage.setItem(DEVICE_KEYS.profile, JSON.stringify({ name: 'Ada', gender: 'robot', photo: 'http://x' }));
    expect(readLocalProfile()).toEqual({ name: 'Ada' });
    localStorage.setItem(DEVICE_KEYS.profile, '{not json');
    expect(readLocalProfile()).toEqual({});
  });

  it('hands an earlier version’s age, height, weight and target to the targets before it drops them', () => {
    localStorage.setItem(
      DEVICE_KEYS.profile,
      JSON.stringify({ name: 'Ada', age: 36, height: 165, weight: 58.5, target: 'loss' }),
    );
    expect(readLocalProfile()).toEqual({ name: 'Ada' });
    expect(saveLocalProfile({ ...readLocalProfile(), photo: profile.photo })).toBe(true);

    expect(JSON.parse(localStorage.getItem(DEVICE_KEYS.profile) ?? '{}')).toEqual({
      name: 'Ada',
      photo: profile.photo,
    });
    expect(localStorage.getItem(DEVICE_KEYS.targets)).not.toBeNull();
    expect(deviceTargets.read().targets).toEqual({ age: 36, height: 165, weight: 58.5, goal: 'lose' });
  });

  it('leaves targets already stored on their own as they are', () => {
    deviceTargets.write({ targets: { age: 40 }, changedAt: '2026-01-01T00:00:00.000Z' });
    localStorage.setItem(DEVICE_KEYS.profile, JSON.stringify({ age: 36 }));
    saveLocalProfile(profile);
    expect(deviceTargets.read()).toEqual({ targets: { age: 40 }, changedAt: '2026-01-01T00:00:00.000Z' });
  });
});
