import { postReviewBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../routePolicy.ts';
import { toReview, toUserReview } from './mapper.ts';
import { postReview, totalReviews, userReviews } from './service.ts';

const userIdParams = z.object({ userId: z.string() });

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'reviews', api: true, docs: 'Reviews' });

  app.post('/post-review', { schema: { body: postReviewBody } }, async (request, reply) => {
    const { review, created } = await postReview(app.db, request.actor, request.body);
    const message = created ? 'Review posted successfully' : 'Review updated successfully';
    return reply.status(created ? 201 : 200).send({ message, review: toReview(review) });
  });

  app.get('/total-reviews', async () => ({ totalReviews: await totalReviews(app.db) }));

  app.get('/:userId', { schema: { params: userIdParams } }, async (request) => {
    const rows = await userReviews(app.db, request.actor, request.params.userId);
    return rows.map(toUserReview);
  });
};

export default reviewsRoutes;
