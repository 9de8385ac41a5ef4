import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../errors';
import {
  SERVICE_UNAVAILABLE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  isBackendUnavailable,
} from '../unavailable';

const MAX_MESSAGES = 10;

/** Turns Ajv's validation output into messages a caller can act on. */
function validationMessages(error: FastifyError): string[] {
  const items = error.validation ?? [];
  const messages = items.map((item) => {
    const where = `${error.validationContext ?? 'request'}${item.instancePath.replace(/\//g, '.')}`;
    if (item.keyword === 'additionalProperties') {
      return `${where} must not have property '${String(item.params.additionalProperty)}'`;
    }
    if (item.keyword === 'required') {
      return `${where} must have property '${String(item.params.missingProperty)}'`;
    }
    return `${where} ${item.message ?? 'is invalid'}`;
  });
  return messages.length ? messages.slice(0, MAX_MESSAGES) : ['Invalid request.'];
}

/**
 * One error handler per service: `{errors: [...]}` with the right status, logged with the
 * request's context; never a stack trace or SQL in the body.
 */
export const errorsPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ errors: error.errors });
      }
      if (error.validation) {
        return reply.status(400).send({ errors: validationMessages(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type).
        return reply.status(status).send({ errors: [error.message] });
      }
      if (isBackendUnavailable(error)) {
        // MySQL or Redis is away (restarting, cut off): the caller may retry shortly.
        request.log.warn({ err: error, url: request.url }, 'backend unavailable');
        return reply
          .status(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ errors: [SERVICE_UNAVAILABLE] });
      }
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply
        .status(500)
        .send({ errors: ['Something went wrong on our side. Please try again.'] });
    });

    fastify.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ errors: [`Route ${request.method} ${request.url.split('?')[0]} not found`] });
    });
  },
  { name: 'wellness-errors' },
);
