import { wishlistMergeBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import type { Actor } from '../../shared/permissions.ts';
import { toProduct } from '../products/index.ts';
import { mergeIntoWishlist, readBrowserWishlist, readWishlist, removeFromWishlist, saveToWishlist } from './service.ts';

const productParams = z.object({ productId: z.string() });

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'wishlist', api: true, docs: 'Wishlist' });

  const wishlistOf = async (actor: Actor | null) => ({
    products: (await readWishlist(app.db, actor)).map(toProduct),
  });

  app.get(
    '/wishlist',
    { schema: { summary: "The signed-in shopper's wishlist, each product at its price and stock now" } },
    (request) => wishlistOf(request.actor),
  );

  app.put(
    '/wishlist/:productId',
    { schema: { params: productParams, summary: 'Save a product to the wishlist (at most 200); answers the wishlist' } },
    async (request) => {
      await saveToWishlist(app.db, request.actor, request.params.productId);
      return wishlistOf(request.actor);
    },
  );

  app.delete(
    '/wishlist/:productId',
    { schema: { params: productParams, summary: 'Remove a product from the wishlist; answers the wishlist' } },
    async (request) => {
      await removeFromWishlist(app.db, request.actor, request.params.productId);
      return wishlistOf(request.actor);
    },
  );

  app.post(
    '/wishlist/products',
    {
      schema: {
        body: wishlistMergeBody,
        summary: "The products of a visitor's wishlist kept in the browser, in its order; unknown ids left out",
      },
    },
    async (request) => ({ products: (await readBrowserWishlist(app.db, request.body.productIds)).map(toProduct) }),
  );

  app.post(
    '/wishlist/merge',
    {
      schema: {
        body: wishlistMergeBody,
        summary: "Merge the browser's wishlist into the account at sign-in; answers the wishlist",
      },
    },
    async (request) => {
      await mergeIntoWishlist(app.db, request.actor, request.body.productIds);
      return wishlistOf(request.actor);
    },
  );
};

export default wishlistRoutes;
