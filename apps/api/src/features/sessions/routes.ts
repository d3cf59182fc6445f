// Where the signed-in user is signed in, and signing out everywhere else.
import { activeSessionList, endedSessions } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toActiveSession } from './mapper.ts';
import { listActiveSessions, signOutEverywhereElse } from './service.ts';

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'sessions', api: true, docs: 'Accounts' });
  app.get(
    '/sessions',
    {
      schema: {
        summary: "The signed-in user's active sessions, most recently used first; `current` marks this one",
        response: { 200: activeSessionList },
      },
    },
    async (request) => {
      const rows = await listActiveSessions(app.db, request.actor);
      return rows.map((row) => toActiveSession(row, request.sessionId));
    },
  );

  app.delete(
    '/sessions/others',
    {
      schema: {
        summary: 'Sign out everywhere else: ends every session of the signed-in user but this one',
        response: { 200: endedSessions },
      },
    },
    async (request) => {
      const ended = await signOutEverywhereElse(app.db, request.actor, request.sessionId);
      return { message: 'Signed out everywhere else', ended };
    },
  );
};

export default sessionsRoutes;
