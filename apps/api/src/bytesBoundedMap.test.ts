import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BytesBoundedMap, ownBuffer } from './bytesBoundedMap.ts';

describe('BytesBoundedMap', () => {
  it('forgets the least recently touched entries once its budget is passed', () => {
    const map = new BytesBoundedMap<string>(10);
    map.set('a', 'first', 4);
    map.set('b', 'second', 4);
    map.touch('a');
    map.set('c', 'third', 4);
    expect(map.get('a')).toBe('first');
    expect(map.get('b')).toBeUndefined();
    expect(map.get('c')).toBe('third');
  });
});

describe('ownBuffer', () => {
  it('gives a small compressed answer memory of its own, not a slice of the compressor’s chunk', () => {
    const compressed = gzipSync('a small answer');
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.length);
    const own = ownBuffer(compressed);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.equals(compressed)).toBe(true);
  });

  it('keeps a buffer that already owns its memory as it is', () => {
    const whole = Buffer.allocUnsafeSlow(32).fill(1);
    expect(ownBuffer(whole)).toBe(whole);
  });
});
