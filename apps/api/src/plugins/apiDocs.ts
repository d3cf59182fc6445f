// The API described as OpenAPI, generated from the routes' zod schemas as they register: the document at
// /api/docs/json, Swagger UI (served from its package, no CDN) at /api/docs.
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../features/sessions/index.ts';
import { DOCS_SECTIONS } from '../http/docsSections.ts';

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

/** The zod transform, with the route's heading as its tag; a part it cannot describe (a recursive schema without an
 * id, say) is left out of that route's description instead of failing the whole document. */
export const describeRoute: SwaggerTransform = (route) => {
  const section = route.route.config?.docs;
  const schema: Record<string, unknown> = { ...route.schema, tags: section ? [section] : [] };
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
  // Off in production unless API_DOCS=true: the document maps every route for whoever asks.
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description:
          'The shop\'s HTTP API. Prices are in the shop\'s currency (`currency` in `/api/config`), as numbers in its major units (12.5 dollars, 1235 yen), ids are `_id`. Signing in sets the session cookie, which the browser then sends with every call; refusals answer `{ "message": … }`.',
      },
      tags: Object.entries(DOCS_SECTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { [SESSION_COOKIE]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
      // Public routes need no session; the others check it and answer 401 or 403 themselves.
      security: [{}, { [SESSION_COOKIE]: [] }],
    },
    // A route that names no heading is not part of the API (pages, files, these docs themselves).
    hideUntagged: true,
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'Atelier API' },
    // The standalone layout's top bar draws an SVG logo with an inline <style>, which the shop's CSP refuses;
    // the base layout has no top bar, so the page needs no exception to the policy.
    uiConfig: { layout: 'BaseLayout' },
  });
});
