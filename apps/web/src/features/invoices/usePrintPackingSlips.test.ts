import { describe, expect, it } from 'vitest';
import { pageCounter } from './usePrintPackingSlips';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the pages of a PDF read in chunks', () => {
  it('are counted once each, a mark cut between chunks included, and the page tree is not a page', () => {
    const count = pageCounter();
    expect(count(bytes('%PDF-1.3\n7 0 obj\n<<\n/Type /Page\n/Parent 1 0 R'))).toBe(1);
    expect(count(bytes('>>\n9 0 obj\n<<\n/Type /Pa'))).toBe(1);
    expect(count(bytes('ge\n/Parent 1 0 R\n>>\n1 0 obj\n<<\n/Type /Pages\n/Count 2'))).toBe(2);
    expect(count(bytes('\n>>\n'))).toBe(2);
  });
});
