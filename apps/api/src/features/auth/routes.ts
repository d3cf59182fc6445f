import { loginBody, registerBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../routePolicy.ts';
import { toUser } from '../users/mapper.ts';
import { authenticate, registerUser } from './service.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'auth', api: true, docs: 'Accounts' });

  app.post('/register', { schema: { body: registerBody } }, async (request, reply) => {
    const user = await registerUser(app.db, request.body);
    return reply.status(201).send({ message: 'User registered successfully', user: toUser(user) });
  });

  app.post('/login', { schema: { body: loginBody } }, async (request, reply) => {
    const user = await authenticate(app.db, request.body);
    const token = await reply.startSession(user.id);
    return { message: 'Logged in successfully', token, user: toUser(user) };
  });

  app.post('/logout', async (_request, reply) => {
    await reply.endSession();
    return { message: 'Logged out successfully' };
  });
};

export default authRoutes;
