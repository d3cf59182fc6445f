// Each instance keeps the events it is sent in memory and writes them in batches (four times a second, at most 500 rows
// a statement), so a burst of beacons holds the pages up for a few milliseconds at a time; closing the app writes what
// is left. Bounded twice, so beacons cannot be used to fill the memory or the disk: at most MAX_PENDING rows wait, and
// one visitor counts at most PER_VISITOR_PER_MINUTE events a minute on an instance; past either, events are dropped and
// the page still gets 202.
import type { Db } from '../../db/client.ts';
import type { EventRow } from './beacons.ts';
import { insertEvents } from './insertEvents.ts';

export const BATCH_ROWS = 500;
const MAX_PENDING = 20_000;
export const PER_VISITOR_PER_MINUTE = 120;

export class EventBuffer {
  private pending: EventRow[] = [];
  private minute = 0;
  private perVisitor = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the event will be written: false when the buffer is full or its visitor sent too many this minute. */
  add(row: EventRow): boolean {
    if (this.pending.length >= MAX_PENDING || !this.withinVisitorLimit(row.visitorHash)) return false;
    // Dated as it came, not as its batch is written.
    this.pending.push({ ...row, createdAt: row.createdAt ?? new Date(this.now()) });
    return true;
  }

  /** Writes one batch; answers how many rows it wrote. A failed batch goes back to wait for the next round. */
  async writeBatch(): Promise<number> {
    const batch = this.pending.splice(0, BATCH_ROWS);
    if (batch.length === 0) return 0;
    try {
      await insertEvents(this.db, batch);
    } catch (err) {
      this.pending.unshift(...batch.slice(0, MAX_PENDING - this.pending.length));
      throw err;
    }
    return batch.length;
  }

  /**
   * One batch, as the writer's round takes it: answers how many rows it wrote when that was a full batch (a backlog, to
   * write again at once), else 0, so what came while it was written waits for the next round. Written as it came, a
   * steady stream of beacons kept the database, and the pages waiting behind it, busy with a handful of rows at a time.
   */
  async writeDue(): Promise<number> {
    const written = await this.writeBatch();
    return written === BATCH_ROWS ? written : 0;
  }

  private withinVisitorLimit(visitorHash: string | null | undefined): boolean {
    if (!visitorHash) return true;
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.perVisitor.clear();
    }
    const sent = (this.perVisitor.get(visitorHash) ?? 0) + 1;
    this.perVisitor.set(visitorHash, sent);
    return sent <= PER_VISITOR_PER_MINUTE;
  }
}
