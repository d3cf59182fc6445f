// Who a visit is, without a cookie or a stored IP: a hash of the day's random salt, the IP, the User-Agent and the
// host. The salt lives in the database so every instance counts a visitor once; a new day's salt replaces the last
// one, which is deleted, so nobody (the owner included) can link a visitor's days (decision 560).
import { createHash, randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSalts } from '../../db/schema.ts';

export interface Visit {
  ip: string;
  userAgent: string;
  host: string;
}

/** `2026-12-02`: the UTC day of an instant, as salts and roll-ups name days. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class VisitorHasher {
  private current: { day: string; salt: Promise<string> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hash(visit: Visit): Promise<string> {
    const salt = await this.saltOfToday();
    return createHash('sha256')
      .update(`${salt}\n${visit.ip}\n${visit.userAgent}\n${visit.host}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private saltOfToday(): Promise<string> {
    const day = utcDay(this.now());
    if (this.current?.day !== day) {
      const salt = daySalt(this.db, day);
      // A failed read is tried again by the next visit rather than remembered.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = null;
      });
      this.current = { day, salt };
    }
    return this.current.salt;
  }
}

/** The day's salt: the one another instance made first, else a new one; older days' salts are deleted. */
async function daySalt(db: Db, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const rows = await db.select({ day: analyticsSalts.day, salt: analyticsSalts.salt }).from(analyticsSalts);
  const today = rows.find((row) => row.day === day);
  if (!today) throw new Error(`No analytics salt for ${day}`);
  return today.salt;
}
