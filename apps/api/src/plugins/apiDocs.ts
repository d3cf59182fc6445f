// The API described as OpenAPI, generated from the routes' zod schemas as they register: the document at
// /api/docs/json, Swagger UI (served from its package, no CDN) at /api/docs.
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** Each feature's routes under one heading, found by the start of their path. */
const FEATURES = [
  { name: 'Accounts', description: 'Signing up and in, profiles, and the users list for admins.', paths: ['/api/auth'] },
  {
    name: 'Catalog',
    description: 'Products: listing with filters, details, related ones, and editing for admins.',
    paths: ['/api/products', '/api/blogs'],
  },
  { name: 'Reviews', description: 'Ratings and comments on products.', paths: ['/api/reviews'] },
  { name: 'Orders', description: 'Checkout sessions, payment confirmation and orders.', paths: ['/api/orders'] },
  {
    name: 'Checkout',
    description: 'How the shop takes payments, and the sandbox payment page.',
    paths: ['/api/config', '/checkout/sandbox'],
  },
  { name: 'Stats', description: "A customer's figures and the shop's.", paths: ['/api/stats'] },
  {
    name: 'Images',
    description: 'Uploading pictures and serving them resized.',
    paths: ['/uploadImage', '/api/uploadImage', '/images'],
  },
  { name: 'Health', description: 'Whether the API and its database answer.', paths: ['/api/health'] },
];

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

function tagsOf(url: string): string[] {
  const feature = FEATURES.find((f) => f.paths.some((path) => url === path || url.startsWith(`${path}/`)));
  return feature ? [feature.name] : [];
}

/** The zod transform, but a part it cannot describe (a recursive schema without an id, say) is left out
 * of that route's description instead of failing the whole document. */
export const describeRoute: SwaggerTransform = (route) => {
  const schema: Record<string, unknown> = { ...route.schema, tags: tagsOf(route.url) };
  try {
    return jsonSchemaTransform({ ...route, schema });
  } catch {
    for (const part of SCHEMA_PARTS) {
      if (schema[part] === undefined) continue;
      try {
        jsonSchemaTransform({ ...route, schema: { [part]: schema[part] } });
      } catch {
        delete schema[part];
      }
    }
    return jsonSchemaTransform({ ...route, schema });
  }
};

export default fp(async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description:
          'The shop\'s HTTP API. Prices are in dollars, ids are `_id`. Signing in sets the session cookie, which the browser then sends with every call; refusals answer `{ "message": … }`.',
      },
      tags: FEATURES.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: { [SESSION_COOKIE]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
      // Public routes need no session; the others check it and answer 401 or 403 themselves.
      security: [{}, { [SESSION_COOKIE]: [] }],
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Atelier API' },
    // The standalone layout's top bar draws an SVG logo with an inline <style>, which the shop's CSP refuses;
    // the base layout has no top bar, so the page needs no exception to the policy.
    uiConfig: { layout: 'BaseLayout' },
  });
});
