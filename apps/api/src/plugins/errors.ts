// One error path: every failure becomes `{ message }` with the right status, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { isDatabaseUnavailable, isInvalidValueForDatabase } from './databaseErrors.ts';

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const [first] = error.validation;
  if (!first) return 'Invalid request';
  if (first.instancePath === '/' && first.keyword === 'invalid_type') return 'The request body must be a JSON object';
  return first.message ?? 'Invalid request';
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send({ message: validationMessage(error) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    if (isInvalidValueForDatabase(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: 'The request contains a value that is not allowed' });
    }
    if (status === 503 || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'service unavailable');
      return reply.status(503).send({ message: 'The service is temporarily unavailable, please try again shortly' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
