import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_PROFILE_KEY, readLocalProfile, saveLocalProfile, type LocalProfile } from './local-profile';

const profile: LocalProfile = {
  name: 'Ada',
  username: 'ada',
  age: 36,
  email: 'ada@example.com',
  gender: 'female',
  height: 165,
  weight: 58.5,
  target: 'maintain',
  photo: 'data:image/jpeg;base64,/9j/4AAQ',
};

describe('the profile kept on this device', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was saved', () => {
    expect(saveLocalProfile(profile)).toBe(true);
    expect(readLocalProfile()).toEqual(profile);
  });

  it('never stores a password, even when one is handed over', () => {
    saveLocalProfile({ ...profile, password: 'secret', confirmPassword: 'secret' } as LocalProfile);
    const stored = localStorage.getItem(LOCAL_PROFILE_KEY) ?? '';
    expect(stored).not.toMatch(/password|secret/i);
  });

  it('keeps the good fields of a damaged entry and survives one that is not JSON', () => {
    localStorage.setItem(
      LOCAL_PROFILE_KEY,
      JSON.stringify({ name: 'Ada', age: 'old', gender: 'robot', photo: 'http://x' }),
    );
    expect(readLocalProfile()).toEqual({ name: 'Ada' });
    localStorage.setItem(LOCAL_PROFILE_KEY, '{not json');
    expect(readLocalProfile()).toEqual({});
  });
});
