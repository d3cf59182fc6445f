// One error path: every failure becomes `{ message }` with the right status, never a stack trace. A failure nobody
// worded (a bug, the database away, overload) also names the request's id, `{ message, requestId }`, so support can
// find its log lines.
import type { Language } from '@atelier/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isInvalidValueForDatabase } from '../../db/databaseErrors.ts';
import { acceptedLanguage } from '../../http/requestLanguage.ts';
import { HttpError, Unavailable } from '../../shared/errors.ts';
import { isRefusal, refusalText } from '../../shared/refusals.ts';
import { type ValidationIssue, validationText } from '../../shared/validationText.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A 400 for bad input also names every bad field, `fields: { 'shop.name': why }`, for a form to show each. */
    fieldErrors?: boolean;
  }
}

/** The first problem found, as a sentence naming the field, in `language`. */
function validationMessage([first]: ValidationIssue[], language: Language): string {
  if (!first) return 'Invalid request';
  if (first.instancePath === '/' && first.keyword === 'invalid_type') return 'The request body must be a JSON object';
  return validationText(first, language);
}

/** Each bad field by its path (`shop.social.0.url`), with the first reason found for it, in `language`. */
function fieldsOf(issues: ValidationIssue[], language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.slice(1).replaceAll('/', '.');
    if (path) fields[path] ??= validationText(issue, language);
  }
  return fields;
}

/** The answer's other fields, with each field's refusal (`fields: { email: … }`) worded in `language`. */
function spokenDetails(details: Record<string, unknown>, language: Language): Record<string, unknown> {
  const { fields } = details;
  if (!fields || typeof fields !== 'object') return details;
  const spoken = Object.entries(fields).map(([name, why]) => [name, isRefusal(why) ? refusalText(why, language) : why]);
  return { ...details, fields: Object.fromEntries(spoken) };
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The storefront names its page's language in Accept-Language (decision 650); a refusal is worded in it.
    const language = acceptedLanguage(request.headers['accept-language']);
    if (error instanceof HttpError) {
      const message = error.refusal ? refusalText(error.refusal, language) : error.message;
      return reply.status(error.statusCode).send({ message, ...spokenDetails(error.details, language) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = validationMessage(error.validation, language);
      if (!request.routeOptions.config.fieldErrors) return reply.status(400).send({ message });
      return reply.status(400).send({ message, fields: fieldsOf(error.validation, language) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    if (isInvalidValueForDatabase(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: 'The request contains a value that is not allowed' });
    }
    if (status === 503 || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'service unavailable');
      return reply.status(503).send({ message: new Unavailable().message, requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', requestId: request.id });
  });
});
