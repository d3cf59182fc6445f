import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { EventRow } from './beacons.ts';
import { BATCH_ROWS, EventBuffer } from './eventBuffer.ts';

/** A database whose every statement takes a moment, during which `meanwhile` runs (beacons still coming). */
function slowDb(meanwhile: () => void) {
  const statements: number[] = [];
  const db = {
    execute: async () => {
      statements.push(Date.now());
      meanwhile();
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  } as unknown as Db;
  return { db, statements };
}

const pageview = (n: number): EventRow => ({ type: 'pageview', path: `/shop/${n}`, visitorHash: `visitor-${n}` });

describe('the event buffer', () => {
  it('leaves what came while a partial batch was written for the next round', async () => {
    let next = 0;
    const { db } = slowDb(() => buffer.add(pageview(next++)));
    const buffer = new EventBuffer(db);
    for (let i = 0; i < 3; i++) buffer.add(pageview(next++));

    expect(await buffer.writeDue()).toBe(0);
  });

  it('asks to write again at once while a backlog of full batches waits', async () => {
    const { db, statements } = slowDb(() => {});
    const buffer = new EventBuffer(db);
    for (let i = 0; i < BATCH_ROWS + 10; i++) buffer.add(pageview(i));

    expect(await buffer.writeDue()).toBe(BATCH_ROWS);
    expect(await buffer.writeDue()).toBe(0);
    expect(statements).toHaveLength(2);
  });
});
