import { z } from 'zod';

/** One place where the user is signed in, as `GET /api/auth/sessions` lists it. */
export const activeSession = z.object({
  _id: z.string(),
  /** Browser and system, read from the User-Agent it signed in with, e.g. "Firefox on Windows". */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Whether this is the session the request was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

export const activeSessionList = z.array(activeSession);

export const endedSessions = z.object({
  message: z.string(),
  /** How many other sessions were ended. */
  ended: z.number().int(),
});
export type EndedSessions = z.infer<typeof endedSessions>;
