import { adminReviewQuery, postReviewBody, reviewVisibilityBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { toAdminReview, toReview, toUserReview } from './mapper.ts';
import { adminReviews, postReview, setReviewHidden, totalReviews, userReviews } from './service.ts';

const userIdParams = z.object({ userId: z.string() });
const idParams = z.object({ id: z.string() });

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'reviews', api: true, docs: 'Reviews' });

  app.get(
    '/',
    { schema: { summary: 'Every review, hidden ones too, newest first (admins)', querystring: adminReviewQuery } },
    async (request) => {
      const { reviews, total } = await adminReviews(app.db, request.actor, request.query);
      return {
        reviews: reviews.map(toAdminReview),
        totalPages: Math.ceil(total / request.query.limit),
        totalReviews: total,
      };
    },
  );

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

  app.patch(
    '/:id',
    {
      schema: {
        summary: "Hide a review from shoppers and its product's rating, or show it again (admins)",
        params: idParams,
        body: reviewVisibilityBody,
      },
    },
    async (request) => {
      const review = await setReviewHidden(app.db, request.actor, request.params.id, request.body.hidden);
      return { message: review.hiddenAt ? 'Review hidden' : 'Review shown', review: toAdminReview(review) };
    },
  );
};

export default reviewsRoutes;
