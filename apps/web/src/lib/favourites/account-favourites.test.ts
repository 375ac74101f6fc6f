import { afterEach, describe, expect, it } from 'vitest';
import { syncAccountFavourites } from './account-favourites';
import { readFavourites, toggleFavourite } from './favourites-store';

const exercise = {
  id: '0001',
  name: 'Squat',
  image: '/images/exercises/1.svg',
  primaryMuscles: ['glutes'],
  equipment: 'body weight',
};

describe('syncAccountFavourites when signed out', () => {
  afterEach(() => localStorage.clear());

  it("keeps an anonymous visitor's favourites", () => {
    toggleFavourite('exercises', exercise);
    syncAccountFavourites(null)();
    expect(readFavourites('exercises')).toEqual([exercise]);
  });

  it('clears the lists that belonged to the account that signed out, so the next person starts afresh', () => {
    toggleFavourite('exercises', exercise);
    localStorage.setItem('thrive:favourites-account', JSON.stringify('user-1'));
    syncAccountFavourites(null)();
    expect(readFavourites('exercises')).toEqual([]);
    expect(localStorage.getItem('thrive:favourites-account')).toBeNull();
  });
});
