import { editProfileBody, roleBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toUser } from './mapper.ts';
import { deleteUser, editProfile, listUsers, setRole } from './service.ts';

const idParams = z.object({ id: z.string() });
const userIdParams = z.object({ userId: z.string() });

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'users', api: true, docs: 'Accounts' });

  app.get('/users', async (request) => {
    const rows = await listUsers(app.db, request.actor);
    return rows.map(toUser);
  });

  app.delete('/users/:id', { schema: { params: idParams } }, async (request) => {
    await deleteUser(app.db, request.actor, request.params.id);
    return { message: 'User deleted successfully' };
  });

  app.put('/users/:userId', { schema: { params: userIdParams, body: roleBody } }, async (request) => {
    const user = await setRole(app.db, request.actor, request.params.userId, request.body.role);
    return { message: 'User role updated successfully', user: toUser(user) };
  });

  app.patch('/edit-profile', { schema: { body: editProfileBody } }, async (request) => {
    const user = await editProfile(app.db, request.actor, request.body);
    return { message: 'Profile updated successfully', user: toUser(user) };
  });
};

export default usersRoutes;
