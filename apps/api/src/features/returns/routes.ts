import { createReturnBody, type ReturnPolicy, receiveReturnBody, rejectReturnBody, returnListQuery } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toReturn } from './mapper.ts';
import { receiveReturn } from './receive.ts';
import { approveReturn, askForReturn, cancelReturn, closeReturn, listReturns, rejectReturn, returnsOfOrder } from './service.ts';

const idParams = z.object({ id: z.string() });

const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'returns', api: true, docs: 'Returns' });

  const policy: ReturnPolicy = { windowDays: app.config.returnWindowDays };
  app.get(
    '/returns/policy',
    { schema: { summary: 'How many days after delivery a customer may still ask for a return (RETURN_WINDOW_DAYS)' } },
    async () => policy,
  );

  app.post(
    '/orders/:id/returns',
    {
      config: { fieldErrors: true },
      schema: {
        summary: 'Ask to send back lines of your shipped or completed order, for your money back or another size',
        params: idParams,
        body: createReturnBody,
      },
    },
    async (request, reply) => {
      const created = await askForReturn(app.db, request.actor, request.params.id, request.body, {
        windowDays: app.config.returnWindowDays,
      });
      return reply.code(201).send(toReturn(created));
    },
  );

  app.get(
    '/orders/:id/returns',
    { schema: { summary: "An order's returns, oldest first (its customer, admins)", params: idParams } },
    async (request) => (await returnsOfOrder(app.db, request.actor, request.params.id)).map(toReturn),
  );

  app.get(
    '/returns',
    { schema: { summary: 'Every return, or those in one status, oldest first (admins)', querystring: returnListQuery } },
    async (request) => (await listReturns(app.db, request.actor, request.query.status)).map(toReturn),
  );

  app.post(
    '/returns/:id/cancel',
    { schema: { summary: 'Call off your return while it is only asked for', params: idParams } },
    async (request) => toReturn(await cancelReturn(app.db, request.actor, request.params.id)),
  );

  app.post(
    '/returns/:id/approve',
    { schema: { summary: 'Approve a return; the customer is told where to send it (admins)', params: idParams } },
    async (request) => toReturn(await approveReturn(app.db, request.actor, request.params.id, app.config.publicUrl)),
  );

  app.post(
    '/returns/:id/reject',
    { schema: { summary: 'Decline a return, saying why (admins)', params: idParams, body: rejectReturnBody } },
    async (request) =>
      toReturn(await rejectReturn(app.db, request.actor, request.params.id, request.body.reason, app.config.publicUrl)),
  );

  app.post(
    '/returns/:id/receive',
    {
      schema: {
        summary: 'Record what arrived: refunds money-back lines, restocks what can be sold, sends exchanged sizes (admins)',
        params: idParams,
        body: receiveReturnBody,
      },
    },
    async (request) =>
      toReturn(await receiveReturn(app.db, app.payments, request.actor, request.params.id, request.body, app.config.publicUrl)),
  );

  app.post(
    '/returns/:id/close',
    { schema: { summary: 'Close a received return once it is settled (admins)', params: idParams } },
    async (request) => toReturn(await closeReturn(app.db, request.actor, request.params.id, app.config.publicUrl)),
  );
};

export default returnsRoutes;
