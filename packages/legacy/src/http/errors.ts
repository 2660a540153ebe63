import type { FastifyError, FastifyInstance } from 'fastify';
import { OwnershipRefusal } from './caller.js';
import { LEGACY_MESSAGES, notFoundMessage, refusal } from './envelope.js';

/**
 * Malformed input gets the status Fastify chose (bad JSON 400, unknown media type 415, too large 413) with the
 * envelope; anything else is our fault and answers a bare 500, details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The ownership rules refuse from any module, with their own status and words.
    if ((error as unknown) instanceof OwnershipRefusal) {
      const refused = error as unknown as OwnershipRefusal;
      return reply.code(refused.status).send(refusal(refused.message));
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected a malformed request');
      return reply.code(status).send(refusal(LEGACY_MESSAGES.invalidRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal(LEGACY_MESSAGES.internalError));
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only: the query may hold a secret.
    const path = request.url.split('?')[0];
    return reply.code(404).send(refusal(notFoundMessage(path)));
  });
}
