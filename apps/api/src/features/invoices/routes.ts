import { Readable } from 'node:stream';
import { invoiceExportQuery, invoiceListQuery, PACKING_SLIPS_COUNT_HEADER, packingSlipsBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { printPackingSlips } from './packingSlips.ts';
import { documentCsvChunks, listDocuments, readDocumentPdf } from './service.ts';

const numberParams = z.object({ number: z.string().trim().min(1).max(40) });

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'invoices', api: true, docs: 'Invoices' });

  app.get(
    '/invoices',
    {
      schema: {
        summary: 'Invoices and credit notes, newest first, by issue days and number (admins)',
        querystring: invoiceListQuery,
      },
    },
    async (request) => listDocuments(app.db, request.actor, request.query),
  );

  app.get(
    '/invoices/export.csv',
    { schema: { summary: 'Invoices and credit notes issued within the days, as CSV (admins)', querystring: invoiceExportQuery } },
    async (request, reply) => {
      const { from = 'start', to = 'today' } = request.query;
      const chunks = documentCsvChunks(app.db, request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${from}-to-${to}.csv"`)
        .send(Readable.from(chunks));
    },
  );

  app.get(
    '/invoices/:number/pdf',
    { schema: { summary: "An invoice or credit note as a PDF (its order's customer, admins)", params: numberParams } },
    async (request, reply) => {
      const { number, pdf } = await readDocumentPdf(app.db, request.actor, request.params.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/orders/packing-slips',
    {
      schema: {
        summary: "The chosen orders' (or all processing orders') packing slips in one PDF, a pick list first if asked (admins)",
        body: packingSlipsBody,
      },
    },
    async (request, reply) => {
      const { pdf, count } = await printPackingSlips(app.db, request.actor, request.body);
      return reply
        .type('application/pdf')
        .header(PACKING_SLIPS_COUNT_HEADER, String(count))
        .header('content-disposition', 'inline; filename="packing-slips.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default invoicesRoutes;
