import { afterEach, describe, expect, it } from 'vitest';
import { deviceTargets, salvageTargets } from './device-targets';
import { DEVICE_KEYS, LEGACY_DEVICE_KEYS } from '../device-keys';

const stored = () => JSON.parse(localStorage.getItem(DEVICE_KEYS.targets) ?? 'null') as unknown;

describe('a visitor’s targets in this browser', () => {
  afterEach(() => localStorage.clear());

  it('start empty, and keep what is written with the moment it changed', () => {
    expect(deviceTargets.read()).toEqual({ targets: {}, changedAt: null });
    deviceTargets.write({ targets: { calories: 2100, diet: 'Vegan' }, changedAt: '2026-11-26T10:00:00.000Z' });
    expect(stored()).toEqual({ targets: { calories: 2100, diet: 'Vegan' }, changedAt: '2026-11-26T10:00:00.000Z' });
    expect(deviceTargets.read().targets).toEqual({ calories: 2100, diet: 'Vegan' });
  });

  it('keep each good field when another is one a newer rule refuses, and nothing of what is not targets', () => {
    expect(
      salvageTargets({ calories: 8780, diet: 'Vegan', macros: { carbs: 50, fat: 50, protein: 50 }, email: 'x@y.z' }),
    ).toEqual({ diet: 'Vegan' });
    localStorage.setItem(DEVICE_KEYS.targets, '{not json');
    expect(deviceTargets.read()).toEqual({ targets: {}, changedAt: null });
  });

  it('take over what earlier versions stored, as older than any account’s, and then forget the old keys', () => {
    localStorage.setItem(
      LEGACY_DEVICE_KEYS.mealPreferences,
      JSON.stringify({ calories: 2450, diet: 'Keto', exclude: ['peanuts'] }),
    );
    localStorage.setItem(
      'thrive:profile',
      JSON.stringify({ name: 'Ada', age: 36, height: 165, weight: 58, target: 'loss' }),
    );
    expect(deviceTargets.read()).toEqual({
      targets: {
        calories: 2450,
        diet: 'Keto',
        exclusions: { allergens: [], words: ['peanuts'] },
        age: 36,
        height: 165,
        weight: 58,
        goal: 'lose',
      },
      changedAt: new Date(0).toISOString(),
    });
    deviceTargets.write({ ...deviceTargets.read(), changedAt: '2026-11-26T10:00:00.000Z' });
    expect(localStorage.getItem(LEGACY_DEVICE_KEYS.mealPreferences)).toBeNull();
    // The profile's other fields are the profile's own.
    expect(localStorage.getItem('thrive:profile')).not.toBeNull();
  });

  it('drop a calculator figure no plan can be made for, stored by an earlier version', () => {
    localStorage.setItem(LEGACY_DEVICE_KEYS.calorieTarget, '8780');
    expect(deviceTargets.read()).toEqual({ targets: {}, changedAt: null });
  });
});
