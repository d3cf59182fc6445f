// The catalog as CSV for admins: an import checked first (preview) and written on confirm, and the export.
import { Readable } from 'node:stream';
import type { ImportProgress } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { authorize } from '../../shared/permissions.ts';
import { productCsvChunks } from './csvExport.ts';
import { checkImport, refuseProblems, toPreview, writeImport } from './csvImport.ts';

/** 10,000 rows with long descriptions: about 1.6 KB a row. */
const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
const NDJSON = 'application/x-ndjson';

const csvBody = z.string({ error: 'Send the CSV file as the body, with Content-Type: text/csv' });

const csvRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'products', api: true, docs: 'Catalog' });
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_r, body, done) => done(null, body),
  );
  // Who may import is known from the session alone: nobody else gets 16 MB read for them.
  const adminsOnly = async (request: FastifyRequest) => {
    authorize(request.actor, 'create', 'product');
  };
  const importOptions = { bodyLimit: IMPORT_BODY_LIMIT_BYTES, onRequest: adminsOnly, schema: { body: csvBody } };

  app.post('/products/import', importOptions, async (request) => {
    return toPreview(await checkImport(app.db, request.actor, request.body));
  });

  // Progress lines must reach the browser as they are written, so this answer is never compressed.
  app.post('/products/import/confirm', { ...importOptions, compress: false }, async (request, reply) => {
    const checked = await checkImport(app.db, request.actor, request.body);
    refuseProblems(checked);
    const total = checked.valid.length;
    const message = (imported: number) => `Imported ${imported} ${imported === 1 ? 'product' : 'products'}`;
    if (!request.headers.accept?.includes(NDJSON)) {
      const imported = await writeImport(app.db, request.actor, checked.valid);
      return reply.status(201).send({ message: message(imported), imported });
    }
    const lines = new Readable({ read() {} });
    const send = (line: ImportProgress) => lines.push(`${JSON.stringify(line)}\n`);
    writeImport(app.db, request.actor, checked.valid, (done) => send({ phase: 'write', done, total }))
      .then((imported) => send({ phase: 'done', result: { message: message(imported), imported } }))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'import failed');
        send({ phase: 'failed', message: `Nothing was imported: the write failed (request ${request.id})` });
      })
      .finally(() => lines.push(null));
    return reply.type(NDJSON).send(lines);
  });

  app.get('/products/export.csv', async (request, reply) => {
    const chunks = productCsvChunks(app.db, request.actor);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="products.csv"')
      .send(Readable.from(chunks));
  });
};

export default csvRoutes;
