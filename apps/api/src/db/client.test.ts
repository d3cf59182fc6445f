import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database under a queue of statements', () => {
  it('lets the server read requests and run timers between queued statements, not only once all have run', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const slow = () => database.db.execute(sql`select count(*) from generate_series(1, 300000)`);
      await slow();
      const finished: string[] = [];
      setTimeout(() => finished.push('timer'), 1);
      await Promise.all(Array.from({ length: 4 }, (_, i) => slow().then(() => finished.push(`statement ${i + 1}`))));
      expect(finished.indexOf('timer')).toBeGreaterThan(-1);
      expect(finished.indexOf('timer')).toBeLessThan(finished.indexOf('statement 4'));
    } finally {
      await database.close();
    }
  });
});
