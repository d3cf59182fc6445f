import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './contentEncoding.ts';

describe('the encoding a cached answer is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('is the best the client takes: %s gives %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });

  it('reads the same header the same way every time', () => {
    expect([1, 2, 3].map(() => preferredEncoding('gzip;q=0.8, br;q=0.9'))).toEqual(['br', 'br', 'br']);
  });
});
