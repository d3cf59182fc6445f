import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

describe('a request body', () => {
  it('past 1 MB is answered 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ann', email: 'big@example.com', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
  });
});
