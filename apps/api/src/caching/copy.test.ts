import { describe, expect, it } from 'vitest';
import { copyOf, encodedBody } from './copy.ts';

/** The memory a buffer keeps alive: its whole backing store, not only its own bytes. */
const heldBytes = (buffer: Buffer) => buffer.buffer.byteLength;

describe('a copy', () => {
  const products = { products: Array.from({ length: 40 }, (_, i) => ({ _id: `p${i}`, name: `Silk scarf ${i}` })) };

  it('holds no more memory than its body', () => {
    const copy = copyOf({ totalProducts: 3 });
    expect(heldBytes(copy.body)).toBe(copy.body.length);
  });

  it('holds no more memory than each compressed form', () => {
    const copy = copyOf(products);
    for (const encoding of ['br', 'gzip'] as const) {
      const { body } = encodedBody(copy, encoding);
      expect(body.length).toBeLessThan(copy.body.length);
      expect(heldBytes(body)).toBe(body.length);
    }
  });
});
