import { createProductBody, productListQuery, updateProductBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy, type SharedAnswer } from '../../routePolicy.ts';
import { toReview } from '../reviews/mapper.ts';
import { productReviews } from '../reviews/service.ts';
import { CATALOG_CHANGED_BY } from './catalogChanges.ts';
import { toProduct } from './mapper.ts';
import { createProduct, deleteProduct, findProduct, listProducts, relatedProducts, updateProduct } from './service.ts';
import { withOwnSizes, withSizes } from './sizes.ts';

const idParams = z.object({ id: z.string() });

/** The catalog is the same for everyone. */
const catalog: SharedAnswer = { servesTo: 'everyone', revalidated: true, changedBy: CATALOG_CHANGED_BY };

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'products', api: true, docs: 'Catalog' });

  for (const url of ['/products', '/products/']) {
    app.get(url, { config: { sharedAnswer: catalog }, schema: { querystring: productListQuery } }, async (request, reply) => {
      const page = await listProducts(app.db, request.query);
      // The products go out as the database wrote them (decision 245); the answer is put together around them.
      reply.type('application/json; charset=utf-8');
      return `{"products":${page.productsJson},"totalPages":${page.totalPages},"totalProducts":${page.totalProducts}}`;
    });
  }

  app.get('/products/:id', { config: { sharedAnswer: catalog }, schema: { params: idParams } }, async (request) => {
    const product = await withOwnSizes(app.db, await findProduct(app.db, request.params.id));
    const reviews = await productReviews(app.db, product.id);
    return { product: toProduct(product), reviews: reviews.map(toReview) };
  });

  // The spec's client asks for related items under `blogs/`; both paths answer the same.
  for (const url of ['/products/related/:id', '/blogs/related/:id']) {
    app.get(url, { config: { sharedAnswer: catalog }, schema: { params: idParams } }, async (request) => {
      const rows = await withSizes(app.db, await relatedProducts(app.db, request.params.id));
      return rows.map(toProduct);
    });
  }

  app.post('/products/create-product', { schema: { body: createProductBody } }, async (request, reply) => {
    const product = await createProduct(app.db, request.actor, request.body);
    return reply.status(201).send({ message: 'Product created successfully', product: toProduct(product) });
  });

  app.patch('/products/update-product/:id', { schema: { params: idParams, body: updateProductBody } }, async (request) => {
    const product = await updateProduct(app.db, request.actor, request.params.id, request.body);
    return { message: 'Product updated successfully', product: toProduct(product) };
  });

  app.delete('/products/:id', { schema: { params: idParams } }, async (request) => {
    await deleteProduct(app.db, request.actor, request.params.id);
    return { message: 'Product deleted successfully' };
  });
};

export default productsRoutes;
