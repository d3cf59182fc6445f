import { setTimeout as delay } from 'node:timers/promises';
import { changePasswordBody, forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { Unauthorized } from '../../shared/errors.ts';
import { toUser } from '../users/index.ts';
import { changePassword } from './passwordChange.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.ts';
import { accountOf, authenticate, registerUser } from './service.ts';
import { signInFailures } from './signInFailures.ts';

/** Settles `work`, answering no sooner than `ms` from now, so how long the answer took says nothing of the work. */
async function noSoonerThan<T>(ms: number, work: Promise<T>): Promise<T> {
  const [outcome] = await Promise.allSettled([work, delay(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'auth', api: true, docs: 'Accounts' });
  const failures = signInFailures(app);

  app.post('/register', { schema: { body: registerBody } }, async (request, reply) => {
    const user = await registerUser(app.db, request.body);
    return reply.status(201).send({ message: 'User registered successfully', user: toUser(user) });
  });

  app.post('/login', { schema: { body: loginBody } }, async (request, reply) => {
    const { email, password } = request.body;
    const account = await accountOf(app.db, email);
    const refused = await failures.refusal(request, reply, email, account);
    if (refused) return refused;
    const user = await authenticate(account, password).catch(async (err: unknown) => {
      if (err instanceof Unauthorized) await failures.count(request);
      throw err;
    });
    const token = await reply.startSession(user.id);
    return { message: 'Logged in successfully', token, user: toUser(user) };
  });

  app.post(
    '/forgot-password',
    {
      schema: {
        summary: 'Mail a reset link; the same answer whether or not the address has an account',
        body: forgotPasswordBody,
      },
    },
    async (request) => {
      // A known address writes a mail, an unknown one nothing: both answer after the same time.
      await noSoonerThan(
        app.config.forgotPasswordAnswerMs,
        requestPasswordReset(app.db, request.body.email, app.config.publicUrl),
      );
      return { message: 'If an account uses this email, a link to reset its password is on its way.' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Set a new password with the token of a reset link; signs the account out everywhere',
        body: resetPasswordBody,
      },
    },
    async (request) => {
      // The new password starts the account's failed sign-ins again from none (signInFailures.ts).
      await resetPassword(app.db, request.body);
      return { message: 'Your password has been reset. Please sign in with it.' };
    },
  );

  app.post(
    '/change-password',
    { schema: { summary: "Change the signed-in user's password; every other session ends", body: changePasswordBody } },
    async (request) => {
      await changePassword(app.db, request.actor, request.sessionId, request.body);
      return { message: 'Password changed successfully' };
    },
  );

  app.post('/logout', async (_request, reply) => {
    await reply.endSession();
    return { message: 'Logged out successfully' };
  });
};

export default authRoutes;
