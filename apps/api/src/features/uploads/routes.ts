import { uploadImageBody } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featurePolicy } from '../../http/routePolicy.ts';
import { findImage, uploadImage } from './service.ts';
import { parseUploadBodies } from './uploadBody.ts';
import { limitUploadsPerUser } from './uploadLimit.ts';
import { resizedWebp } from './variants.ts';

/** A 5 MB image is about 6.7 MB once base64-encoded in a data URL. */
const UPLOAD_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const imageParams = z.object({ id: z.string() });
const imageQuery = z.object({ w: z.enum(['320', '640', '960']).optional() });

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  featurePolicy(app, { feature: 'uploads', docs: 'Images' });
  parseUploadBodies(app, UPLOAD_BODY_LIMIT_BYTES);
  const limitUploads = limitUploadsPerUser(app);
  for (const url of ['/uploadImage', '/api/uploadImage']) {
    const options = {
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      config: { api: true },
      onRequest: limitUploads,
      schema: { body: uploadImageBody },
    };
    app.post(url, options, async (request, reply) => {
      const imageUrl = await uploadImage(app.db, request.actor, request.body.image);
      // The spec's client takes the whole answer as the URL: a JSON string.
      return reply.status(201).type('application/json').send(JSON.stringify(imageUrl));
    });
  }

  app.get('/images/:id.webp', { schema: { params: imageParams, querystring: imageQuery } }, async (request, reply) => {
    const image = await findImage(app.db, request.params.id);
    const width = request.query.w ? Number(request.query.w) : undefined;
    const body = width ? await resizedWebp(request.params.id, image, width) : image.data;
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(body);
  });
};

export default uploadsRoutes;
