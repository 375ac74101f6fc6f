import { expect, it } from 'vitest';
import { localIsoDate } from './local-date';

it('takes today from the local clock', () => {
  expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
