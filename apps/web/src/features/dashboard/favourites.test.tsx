import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FAVOURITE_KEYS, parseFavourites, readFavourites, useFavourites } from './favourites';

describe('parseFavourites', () => {
  it('reads a list of { id, name }, ignoring other fields', () => {
    expect(
      parseFavourites(
        JSON.stringify([
          { id: 3, name: 'Tree', sanskrit_name: 'Vrksasana' },
          { id: 'a1', name: 'Squat' },
        ]),
      ),
    ).toEqual([
      { id: '3', name: 'Tree' },
      { id: 'a1', name: 'Squat' },
    ]);
  });

  it.each([null, '', 'not json', '{"id":1,"name":"Tree"}', '42', 'null'])('gives none for %j', (raw) => {
    expect(parseFavourites(raw)).toEqual([]);
  });

  it('skips broken entries and repeats', () => {
    expect(
      parseFavourites(
        JSON.stringify([
          null,
          'Tree',
          { id: 1 },
          { name: 'No id' },
          { id: 1, name: ' ' },
          { id: 2, name: 'Crow' },
          { id: 2, name: 'Crow again' },
        ]),
      ),
    ).toEqual([{ id: '2', name: 'Crow' }]);
  });
});

function Count() {
  return <p>{useFavourites('poses').length} poses</p>;
}

describe('useFavourites', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps the same list while storage is unchanged, and follows changes from another tab', () => {
    localStorage.setItem(FAVOURITE_KEYS.poses, JSON.stringify([{ id: 1, name: 'Tree' }]));
    expect(readFavourites('poses')).toBe(readFavourites('poses'));
    render(<Count />);
    expect(screen.getByText('1 poses')).toBeTruthy();
    act(() => {
      localStorage.setItem(
        FAVOURITE_KEYS.poses,
        JSON.stringify([
          { id: 1, name: 'Tree' },
          { id: 2, name: 'Crow' },
        ]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITE_KEYS.poses }));
    });
    expect(screen.getByText('2 poses')).toBeTruthy();
  });
});
