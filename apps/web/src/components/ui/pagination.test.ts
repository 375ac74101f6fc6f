import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 44)).toEqual([1, 2, 'gap', 44]);
    expect(pageNumbers(10, 44)).toEqual([1, 'gap', 9, 10, 11, 'gap', 44]);
    expect(pageNumbers(44, 44)).toEqual([1, 'gap', 43, 44]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageNumbers(4, 44)).toEqual([1, 2, 3, 4, 5, 'gap', 44]);
    expect(pageNumbers(41, 44)).toEqual([1, 'gap', 40, 41, 42, 43, 44]);
  });
});
