import { createProductBody, languageQuery, productListQuery, updateProductBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonText } from '../../caching/copy.ts';
import type { CachePolicy } from '../../caching/plugin.ts';
import { CATALOG_TABLES, PRODUCT_TABLES } from '../../caching/tables.ts';
import { featurePolicy } from '../../http/routePolicy.ts';
import { productReviews, toReview } from '../reviews/index.ts';
import { readShopMoney } from '../settings/index.ts';
import { type ProductWithSizes, productInLanguage, toProduct, toProductWithImages } from './mapper.ts';
import { lowestPriceCents30Days, productPriceHistory } from './priceHistory.ts';
import {
  createProduct,
  deleteProduct,
  findProduct,
  listProducts,
  productSiblings,
  relatedProducts,
  updateProduct,
} from './service.ts';
import { withOwnSizes, withSizes } from './sizes.ts';
import { untranslatedCounts } from './untranslated.ts';

const idParams = z.object({ id: z.string() });
const inLanguageQuery = z.object(languageQuery);

/** The catalog is the same for everyone. */
const catalog: CachePolicy = { shows: CATALOG_TABLES, servesTo: 'everyone' };
/**
 * A product's answer shows its reviews, each saying whether its writer bought the piece; an admin's shows its
 * translations too, so admins read it afresh.
 */
const product: CachePolicy = { shows: PRODUCT_TABLES, servesTo: 'visitors' };

/** The product as its own answer and the dashboard show it: with every translation, which only admins see. */
const withTranslations = (row: ProductWithSizes) => ({ ...toProductWithImages(row), translations: row.translations });

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'products', api: true, docs: 'Catalog' });

  for (const url of ['/products', '/products/']) {
    app.get(url, { config: { cache: catalog }, schema: { querystring: productListQuery } }, async (request) => {
      const page = await listProducts(app.db, request.query);
      // The products go out as the database wrote them (decision 245); the answer is put together around them.
      const correction = page.didYouMean ? `,"didYouMean":${JSON.stringify(page.didYouMean)}` : '';
      return jsonText(
        `{"products":${page.productsJson},"totalPages":${page.totalPages},"totalProducts":${page.totalProducts}${correction}}`,
      );
    });
  }

  app.get(
    '/products/:id',
    { config: { cache: product }, schema: { params: idParams, querystring: inLanguageQuery } },
    async (request) => {
      const { lang } = request.query;
      const written = await withOwnSizes(app.db, await findProduct(app.db, request.params.id));
      const product = productInLanguage(written, lang);
      const [reviews, siblings, lowestCents] = await Promise.all([
        productReviews(app.db, product.id),
        productSiblings(app.db, product, lang),
        product.oldPriceCents === null ? null : lowestPriceCents30Days(app.db, product.id),
      ]);
      // Beside a "was" price, the lowest price of the 30 days before the current one (the EU's rule for a reduction).
      const lowest = lowestCents === null ? {} : { lowestPrice30Days: product.money.toMajor(lowestCents) };
      const shown = request.actor?.role === 'admin' ? withTranslations(product) : toProductWithImages(product);
      return { product: { ...shown, ...lowest }, reviews: reviews.map(toReview), siblings };
    },
  );

  app.get(
    '/products/untranslated',
    { schema: { summary: 'Per other language, how many products have no description in it (admins)' } },
    async (request) => untranslatedCounts(app.db, request.actor),
  );

  app.get(
    '/products/:id/price-history',
    {
      schema: {
        summary: 'The lowest price a reduction would be measured against, now and were the price changed now (admins)',
        params: idParams,
      },
    },
    async (request) => {
      const history = await productPriceHistory(app.db, request.actor, request.params.id);
      const money = await readShopMoney(app.db);
      return {
        lowestPrice30Days: history.currentCents === null ? null : money.toMajor(history.currentCents),
        lowestPriceIfChangedNow: history.ifChangedNowCents === null ? null : money.toMajor(history.ifChangedNowCents),
      };
    },
  );

  // The spec's client asks for related items under `blogs/`; both paths answer the same.
  for (const url of ['/products/related/:id', '/blogs/related/:id']) {
    app.get(url, { config: { cache: catalog }, schema: { params: idParams, querystring: inLanguageQuery } }, async (request) => {
      const rows = await withSizes(app.db, await relatedProducts(app.db, request.params.id));
      return rows.map((row) => toProduct(productInLanguage(row, request.query.lang)));
    });
  }

  app.post('/products/create-product', { schema: { body: createProductBody } }, async (request, reply) => {
    const product = await createProduct(app.db, request.actor, request.body);
    return reply.status(201).send({ message: 'Product created successfully', product: withTranslations(product) });
  });

  app.patch('/products/update-product/:id', { schema: { params: idParams, body: updateProductBody } }, async (request) => {
    const product = await updateProduct(app.db, request.actor, request.params.id, request.body);
    return { message: 'Product updated successfully', product: withTranslations(product) };
  });

  app.delete('/products/:id', { schema: { params: idParams } }, async (request) => {
    await deleteProduct(app.db, request.actor, request.params.id);
    return { message: 'Product deleted successfully' };
  });
};

export default productsRoutes;
