import { Readable } from 'node:stream';
import {
  DEFAULT_API_PAGE_SIZE,
  giftCardRecipientBody,
  type Order,
  type OrderListPage,
  orderExportQuery,
  orderListQuery,
  orderStatusBody,
  refundOrderBody,
} from '@atelier/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { changeGiftCardRecipient } from '../giftCards/index.ts';
import { orderCsvChunks } from './csvExport.ts';
import { toOrder } from './mapper.ts';
import { cancelOrder, type RefundAnswer, refundOrder } from './refunds.ts';
import { deleteOrder, getOrder, listAllOrders, listOrderPage, listOrdersByEmail, updateOrderStatus } from './service.ts';

const idParams = z.object({ id: z.string() });
const emailParams = z.object({ email: z.string() });

/** Said with 202 when the payment service did not answer in time: the refund is kept and asked for again (decision 460). */
const REFUND_PENDING_MESSAGE =
  'The payment service has not confirmed this refund yet. It is recorded as pending and will be completed automatically.';

/** A refund and the order it changed, as both answers show them: 202 and the pending message while it is pending. */
function answerRefund(reply: FastifyReply, settledMessage: string, { refund, order }: RefundAnswer) {
  const shown = toOrder(order);
  const pending = refund.status === 'pending';
  if (pending) reply.code(202);
  return {
    message: pending ? REFUND_PENDING_MESSAGE : settledMessage,
    refund: shown.refunds.find((r) => r._id === refund.id),
    order: shown,
  };
}

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'orders', api: true, docs: 'Orders' });

  // The spec's call sends nothing and gets every order; a page is asked for by page or limit (decision 320).
  app.get('/', { schema: { querystring: orderListQuery } }, async (request): Promise<Order[] | OrderListPage> => {
    const { page, limit, ...filters } = request.query;
    if (page === undefined && limit === undefined) return (await listAllOrders(app.db, request.actor, filters)).map(toOrder);
    const size = limit ?? DEFAULT_API_PAGE_SIZE;
    const found = await listOrderPage(app.db, request.actor, filters, { page: page ?? 1, limit: size });
    return { orders: found.orders.map(toOrder), totalPages: Math.ceil(found.totalOrders / size), totalOrders: found.totalOrders };
  });

  app.get('/export.csv', { schema: { querystring: orderExportQuery } }, async (request, reply) => {
    const { from = 'start', to = 'today' } = request.query;
    const chunks = orderCsvChunks(app.db, request.actor, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
      .send(Readable.from(chunks));
  });

  app.get('/order/:id', { schema: { params: idParams } }, async (request) => {
    return toOrder(await getOrder(app.db, request.actor, request.params.id));
  });

  app.get('/:email', { schema: { params: emailParams } }, async (request) => {
    const found = await listOrdersByEmail(app.db, request.actor, request.params.email);
    return found.map(toOrder);
  });

  app.patch('/update-order-status/:id', { schema: { params: idParams, body: orderStatusBody } }, async (request) => {
    const order = await updateOrderStatus(app.db, request.actor, request.params.id, request.body.status, app.config.publicUrl);
    return { message: 'Order status updated successfully', order: toOrder(order) };
  });

  app.post('/:id/refunds', { schema: { params: idParams, body: refundOrderBody.nullish() } }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const answer = await refundOrder(
      app.db,
      app.payments,
      request.actor,
      request.params.id,
      request.body?.lines,
      app.config.publicUrl,
      typeof key === 'string' && key !== '' ? key.slice(0, 200) : undefined,
      request.body?.shipping === true,
      request.body?.to,
    );
    return answerRefund(reply, 'Order refunded successfully', answer);
  });

  app.post('/:id/cancel', { schema: { params: idParams } }, async (request, reply) => {
    const answer = await cancelOrder(app.db, app.payments, request.actor, request.params.id, app.config.publicUrl);
    return answerRefund(reply, 'Order cancelled successfully', answer);
  });

  app.patch(
    '/:id/lines/:lineId/gift-card',
    {
      schema: {
        summary: 'The buyer sends a gift card the order bought to another email, until its mail has gone (then 409)',
        params: z.object({ id: z.string(), lineId: z.string() }),
        body: giftCardRecipientBody,
      },
    },
    async (request) => ({
      giftCard: await changeGiftCardRecipient(
        app.db,
        request.actor,
        request.params.id,
        request.params.lineId,
        request.body.recipientEmail,
      ),
    }),
  );

  app.delete('/delete-order/:id', { schema: { params: idParams } }, async (request) => {
    await deleteOrder(app.db, request.actor, request.params.id);
    return { message: 'Order deleted successfully' };
  });
};

export default ordersRoutes;
