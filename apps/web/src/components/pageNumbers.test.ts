import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pageNumbers';

describe('pageNumbers', () => {
  it('shows every page of a short listing', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first and last page and those around the current one, with gaps between', () => {
    expect(pageNumbers(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageNumbers(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('runs the numbers to the end the current page is near, never hiding a single page behind a gap', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps to seven places however large the catalog, wherever the current page is', () => {
    for (const page of [1, 2, 3, 600, 1249, 1250]) expect(pageNumbers(page, 1250)).toHaveLength(7);
    expect(pageNumbers(600, 1250)).toEqual([1, 'gap', 599, 600, 601, 'gap', 1250]);
  });

  it('shows a page asked for past the last as the last', () => {
    expect(pageNumbers(4000, 1250)).toEqual([1, 'gap', 1246, 1247, 1248, 1249, 1250]);
  });
});
