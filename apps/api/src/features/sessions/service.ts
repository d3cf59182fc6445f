// Sessions kept in the database: a token names one row, so ending a session takes effect on the next request.
import { and, desc, eq, gt, ne, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/preparedOnce.ts';
import { sessions, users } from '../../db/schema.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session nobody has used for this long has ended. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Any session ends this long after sign-in, however busy. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** Last seen is written at most this often per session, so a busy session does not write on every request. */
export const LAST_SEEN_STEP_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 512;

export type SessionRow = typeof sessions.$inferSelect;

export interface LiveSession {
  sessionId: string;
  actor: Actor;
}

/** Whether a session was last seen after `idleSince` and began after `bornSince`: live, at the time those come from. */
function liveSince(idleSince: Date | Placeholder, bornSince: Date | Placeholder) {
  return and(gt(sessions.lastSeenAt, idleSince), gt(sessions.createdAt, bornSince)) as SQL;
}

/** The times a session live at `now` was last seen after and began after. */
function cutOffs(now: Date) {
  return { idleSince: new Date(now.getTime() - SESSION_IDLE_MS), bornSince: new Date(now.getTime() - SESSION_MAX_AGE_MS) };
}

/** Whether a session is live at `now`, as a condition on the sessions table. */
function liveAt(now: Date) {
  const { idleSince, bornSince } = cutOffs(now);
  return liveSince(idleSince, bornSince);
}

/** Starts a session for a user who just proved who they are; returns its id, which the token carries. */
export async function startSession(db: Db, userId: string, userAgent: string): Promise<string> {
  const now = new Date();
  // The user's ended sessions go as a new one starts, so the table holds little more than live sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), not(liveAt(now))));
  const [created] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH), createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  if (!created) throw new Error('session not created');
  return created.id;
}

/** The live session with an id and its user: the select of every signed-in request. */
function liveSessionLookup(db: Db, name: string) {
  return db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      actor: { id: users.id, email: users.email, username: users.username, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), liveSince(sql.placeholder('idleSince'), sql.placeholder('bornSince'))),
    )
    .limit(1)
    .prepare(name);
}

/** The live session with this id and the user it belongs to (role read afresh), or null when it has ended. */
export async function findLiveSession(db: Db, sessionId: string, now = new Date()): Promise<LiveSession | null> {
  if (!isUuid(sessionId)) return null;
  const lookup = preparedOnce(db, 'find_live_session', liveSessionLookup);
  const { idleSince, bornSince } = cutOffs(now);
  // Placeholders skip the column's own conversion: the times go as the text both drivers read for timestamptz.
  const [found] = await lookup.execute({ sessionId, idleSince: idleSince.toISOString(), bornSince: bornSince.toISOString() });
  if (!found) return null;
  if (now.getTime() - found.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, actor: found.actor };
}

/** Ends one session (signing out); ending one that has already ended does nothing. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user but `keepSessionId` (null ends them all). A password change or reset calls this,
 * so whoever knew the old password is signed out everywhere the user is not.
 */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<number> {
  const others = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(others).returning({ id: sessions.id });
  return ended.length;
}

/** The signed-in user's live sessions, most recently used first. */
export async function listActiveSessions(db: Db, actor: Actor | null): Promise<SessionRow[]> {
  const me = authorize(actor, 'read', 'session', actor?.id);
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, me.id), liveAt(new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** "Sign out everywhere else": ends every session of the signed-in user but the one asking. */
export async function signOutEverywhereElse(db: Db, actor: Actor | null, currentSessionId: string | null): Promise<number> {
  const me = authorize(actor, 'delete', 'session', actor?.id);
  return endOtherSessions(db, me.id, currentSessionId);
}
