// Sessions: a signed JWT in an httpOnly cookie (or a Bearer header). The user and role are read from the
// database on every request that carries one, so a deleted user or a changed role takes effect at once.
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema.ts';
import type { Actor } from '../permissions.ts';

export const SESSION_COOKIE = 'token';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

interface SessionClaims {
  sub: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<string>;
    endSession(): void;
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
    secret: app.config.jwtSecret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    sign: { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('actor', null);

  app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: string) {
    const token = await this.jwtSign({ sub: userId });
    this.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
    });
    return token;
  });

  app.decorateReply('endSession', function endSession(this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (actsForUser(request)) request.actor = await resolveActor(app, request);
  });
});

/**
 * Only API routes and writes (uploads, payments) act for a user. Reading the web app's files, images and the
 * history fallback never does, so a signed-in page load does not look the user up once per asset.
 */
function actsForUser(request: FastifyRequest): boolean {
  const readsOnly = request.method === 'GET' || request.method === 'HEAD';
  return !readsOnly || request.routeOptions.config.api === true;
}

async function resolveActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const hasCookie = Boolean(request.cookies[SESSION_COOKIE]);
  const hasBearer = request.headers.authorization?.startsWith('Bearer ') ?? false;
  if (!hasCookie && !hasBearer) return null;
  let claims: SessionClaims;
  try {
    claims = await request.jwtVerify<SessionClaims>();
  } catch {
    return null; // an expired or forged token is a visitor, not an error
  }
  if (typeof claims.sub !== 'string') return null;
  const [user] = await app.db
    .select({ id: users.id, email: users.email, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  return user ?? null;
}
