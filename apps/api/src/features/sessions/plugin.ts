// Sessions: a signed JWT in an httpOnly cookie (or a Bearer header) names a session row in the database. The row
// and the user's role are read on every request that carries one, so signing out, a deleted user or a changed
// role takes effect at once.
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../shared/permissions.ts';
import { endSession, findLiveSession, SESSION_MAX_AGE_MS, startSession } from './service.ts';
import { sessionSigningSecret } from './signingSecret.ts';

export const SESSION_COOKIE = 'token';
/** Token and cookie last as long as the longest session; the session row decides sooner endings. */
export const SESSION_TTL_SECONDS = SESSION_MAX_AGE_MS / 1000;

interface SessionClaims {
  /** The session row's id. */
  sid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The live session the request was made with, if any. */
    sessionId: string | null;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<string>;
    endSession(): Promise<void>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
  }
}

export default fp(async function authPlugin(app: FastifyInstance) {
  const secure = app.config.env === 'production';
  await app.register(cookie);
  await app.register(jwt, {
    secret: await sessionSigningSecret(app.config, app.database),
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    sign: { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS },
    // A token that never expires would outlive every rule about sessions.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sid'] },
  });

  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);

  app.decorateReply('startSession', async function begin(this: FastifyReply, userId: string) {
    const sessionId = await startSession(app.db, userId, this.request.headers['user-agent'] ?? '');
    const token = await this.jwtSign({ sid: sessionId });
    this.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
    });
    return token;
  });

  app.decorateReply('endSession', async function end(this: FastifyReply) {
    if (this.request.sessionId) await endSession(app.db, this.request.sessionId);
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!actsForUser(request)) return;
    const session = await resolveSession(app, request);
    request.actor = session?.actor ?? null;
    request.sessionId = session?.sessionId ?? null;
  });
});

/**
 * Only API routes and writes (uploads, payments) act for a user. Reading the web app's files, images and the
 * history fallback never does, so a signed-in page load does not look the user up once per asset; nor does a beacon.
 */
function actsForUser(request: FastifyRequest): boolean {
  if (request.routeOptions.config.actsForNobody) return false;
  const readsOnly = request.method === 'GET' || request.method === 'HEAD';
  return !readsOnly || request.routeOptions.config.api === true;
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest) {
  const hasCookie = Boolean(request.cookies[SESSION_COOKIE]);
  const hasBearer = request.headers.authorization?.startsWith('Bearer ') ?? false;
  if (!hasCookie && !hasBearer) return null;
  let claims: SessionClaims;
  try {
    claims = await request.jwtVerify<SessionClaims>();
  } catch {
    return null; // an expired or forged token is a visitor, not an error
  }
  if (typeof claims.sid !== 'string') return null;
  return findLiveSession(app.db, claims.sid);
}
