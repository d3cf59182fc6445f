import { describe, expect, it } from 'vitest';
import { cartRefillPath, readCartRefill } from './cartRefill.ts';

const DRESS = '0b7d3f52-6a1e-4c2b-9f7e-2d1c3b4a5e6f';
const SCARF = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

describe('the cart refill address', () => {
  it('reads back the lines it was made from, sizes included', () => {
    const lines = [
      { productId: DRESS, quantity: 2, size: 'M' as const },
      { productId: SCARF, quantity: 1, size: null },
    ];
    const path = cartRefillPath(lines);
    expect(path).toBe(`/cart?item=${DRESS}.2.M&item=${SCARF}.1`);
    expect(readCartRefill(new URL(path, 'https://shop.example').searchParams)).toEqual(lines);
  });

  it('leaves out items that are not well formed, unknown sizes, quantities out of range and repeats', () => {
    const search = new URLSearchParams(
      [`${DRESS}.0`, `${DRESS}.100`, `${DRESS}.1.XXL`, 'not-an-id.1', `${SCARF}.3`, `${SCARF}.4`, `${DRESS}.1.S`]
        .map((item) => `item=${item}`)
        .join('&'),
    );
    expect(readCartRefill(search)).toEqual([
      { productId: SCARF, quantity: 3, size: null },
      { productId: DRESS, quantity: 1, size: 'S' },
    ]);
  });
});
