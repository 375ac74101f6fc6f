import { describe, expect, it } from 'vitest';
import type { Exercise } from '@thrive/contract';
import { filterExercises, hasFilters, pageOf, readListParams, writeListParams } from './exercise-list-state';

const exercise = (id: number, fields: Partial<Exercise> = {}): Exercise => ({
  id: String(id),
  name: `Exercise ${id}`,
  bodyPart: 'chest',
  equipment: 'barbell',
  image: `/m/${id}.svg`,
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  instructions: [],
  level: 'beginner',
  ...fields,
});

describe('the exercise list’s address', () => {
  it('reads what it shows, with defaults for what is missing or wrong', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({
      q: '',
      bodyPart: '',
      equipment: '',
      level: '',
      page: 1,
    });
    expect(readListParams(new URLSearchParams('q=+curl+&bodyPart=upper+arms&level=expert&page=3'))).toMatchObject({
      q: 'curl',
      bodyPart: 'upper arms',
      level: 'expert',
      page: 3,
    });
    for (const page of ['0', '-2', '1.5', 'two']) {
      expect(readListParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    }
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const params = { q: 'press', bodyPart: '', equipment: 'body weight', level: '', page: 2 };
    const written = writeListParams(params);
    expect(written.toString()).toBe('q=press&equipment=body+weight&page=2');
    expect(readListParams(written)).toEqual(params);
    expect(writeListParams({ ...params, q: '', equipment: '', page: 1 }).toString()).toBe('');
  });
});

describe('filtering and paging exercises', () => {
  const list = [
    exercise(1),
    exercise(2, { equipment: 'body weight' }),
    exercise(3, { bodyPart: 'back', level: 'expert' }),
    exercise(4, { level: undefined }),
  ];

  it('keeps the exercises that match every chosen filter', () => {
    expect(filterExercises(list, { bodyPart: '', equipment: '', level: '' })).toHaveLength(4);
    expect(filterExercises(list, { bodyPart: 'chest', equipment: 'barbell', level: '' }).map((e) => e.id)).toEqual([
      '1',
      '4',
    ]);
    expect(filterExercises(list, { bodyPart: '', equipment: '', level: 'beginner' }).map((e) => e.id)).toEqual([
      '1',
      '2',
    ]);
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters(readListParams(new URLSearchParams('page=4')))).toBe(false);
    expect(hasFilters(readListParams(new URLSearchParams('q=row')))).toBe(true);
    expect(hasFilters(readListParams(new URLSearchParams('level=expert')))).toBe(true);
  });

  it('pages twenty at a time from page 1, showing the last page for one past the end', () => {
    const many = Array.from({ length: 873 }, (_, index) => index + 1);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pageCount: 44, first: 1, last: 20 });
    expect(pageOf(many, 1).items).toEqual(many.slice(0, 20));
    expect(pageOf(many, 44)).toMatchObject({ page: 44, first: 861, last: 873 });
    expect(pageOf(many, 44).items).toHaveLength(13);
    expect(pageOf(many, 99).page).toBe(44);
    expect(pageOf([], 3)).toMatchObject({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});
