import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("shows the server's message as it is", () => {
    expect(errorMessage({ status: 400, data: { message: 'Price must be a number' } })).toBe('Price must be a number');
  });

  it('adds the reference of a fault on the server side, for support', () => {
    expect(errorMessage({ status: 500, data: { message: 'Something went wrong.', requestId: 'lb-7f3a9c' } })).toBe(
      'Something went wrong. (reference lb-7f3a9c)',
    );
  });
});
