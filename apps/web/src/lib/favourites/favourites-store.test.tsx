import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Pose } from '@thrive/contract';
import { mergeFavourites } from './account-favourites';
import {
  FAVOURITE_STORAGE_KEYS,
  onFavouritesWritten,
  parseFavourites,
  readFavourites,
  toggleFavourite,
  useFavourites,
} from './favourites-store';

const pose = (id: number, englishName: string): Pose => ({
  id,
  englishName,
  sanskritNameAdapted: 'Vrksasana',
  sanskritName: 'Vṛkṣāsana',
  translation: 'vṛkṣa = tree',
  summary: 'A standing balance.',
  description: 'A standing balance on one leg.',
  benefits: 'Balance.',
  image: `/images/poses/${id}-abc.svg`,
  imagePng: `/images/poses/${id}-abc.png`,
  categories: ['Balancing Yoga'],
});

describe('parseFavourites', () => {
  it('stores the full pose objects under favoriteYogaPoses', () => {
    const tree = pose(41, 'Tree');
    expect(FAVOURITE_STORAGE_KEYS.poses).toBe('favoriteYogaPoses');
    localStorage.setItem('favoriteYogaPoses', JSON.stringify([tree]));
    expect(readFavourites('poses')).toEqual([tree]);
  });

  it('reads a pose stored before decision 0028, in the Yoga API’s field names, as a pose now', () => {
    const tree = { ...pose(41, 'Tree'), level: 'Beginner' as const, steps: ['Stand tall.'], holdSeconds: 30 };
    const storedBefore = {
      id: 41,
      english_name: 'Tree',
      sanskrit_name_adapted: tree.sanskritNameAdapted,
      sanskrit_name: tree.sanskritName,
      translation_name: tree.translation,
      pose_description: tree.summary,
      description: tree.description,
      pose_benefits: tree.benefits,
      url_svg: tree.image,
      url_png: tree.imagePng,
      level: 'Beginner',
      categories: tree.categories,
      steps: tree.steps,
      hold_seconds: 30,
    };
    localStorage.setItem('favoriteYogaPoses', JSON.stringify([storedBefore, pose(13, 'Crow')]));
    expect(readFavourites('poses')).toEqual([tree, pose(13, 'Crow')]);
    expect(parseFavourites('poses', [{ ...storedBefore, url_png: 'javascript:alert(1)' }])).toEqual([]);
  });

  it.each(['', 'not json', '{"id":1}', '42', 'null'])('gives none for %j', (raw) => {
    localStorage.setItem('favoriteYogaPoses', raw);
    expect(readFavourites('poses')).toEqual([]);
  });

  it('skips entries that are not poses, carry a script address, or repeat an id', () => {
    const crow = pose(13, 'Crow');
    const raw = JSON.stringify([
      null,
      { id: 1, name: 'Tree' },
      { ...pose(2, 'Bad'), imagePng: 'javascript:alert(1)' },
      crow,
      crow,
    ]);
    expect(parseFavourites('poses', JSON.parse(raw))).toEqual([crow]);
  });
});

describe('toggleFavourite', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('adds if absent, removes if present, and stores the list', () => {
    const written: string[] = [];
    const stop = onFavouritesWritten((kind, writer) => written.push(`${kind}:${writer}`));
    toggleFavourite('poses', pose(41, 'Tree'));
    toggleFavourite('poses', pose(13, 'Crow'));
    expect(readFavourites('poses').map((item) => item.englishName)).toEqual(['Tree', 'Crow']);
    toggleFavourite('poses', pose(41, 'Tree'));
    expect(JSON.parse(localStorage.getItem('favoriteYogaPoses')!).map((item: Pose) => item.id)).toEqual([13]);
    expect(written).toEqual(['poses:user', 'poses:user', 'poses:user']);
    stop();
  });

  it('updates this page at once and follows changes made in another tab', () => {
    function Count() {
      return <p>{useFavourites('poses').length} poses</p>;
    }
    render(<Count />);
    act(() => toggleFavourite('poses', pose(41, 'Tree')));
    expect(screen.getByText('1 poses')).toBeTruthy();
    act(() => {
      localStorage.setItem('favoriteYogaPoses', JSON.stringify([pose(41, 'Tree'), pose(13, 'Crow')]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'favoriteYogaPoses' }));
    });
    expect(screen.getByText('2 poses')).toBeTruthy();
  });
});

describe('mergeFavourites', () => {
  it("keeps the account's list and adds what only the device had, without repeats", () => {
    const [a, b, c] = [pose(1, 'Boat'), pose(2, 'Half Boat'), pose(3, 'Bow')];
    expect(mergeFavourites([a, b], [b, c]).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(mergeFavourites([], [c]).map((item) => item.id)).toEqual([3]);
  });
});
