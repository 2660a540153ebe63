import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

// Printable ASCII only and bounded, so a caller cannot forge log lines or bloat every entry.
const SAFE_HEADER = /^[\x21-\x7e]{1,128}$/;

function safeHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && SAFE_HEADER.test(value) ? value : undefined;
}

/** Keeps the caller's X-Request-Id (the BFF's) so one id follows a request across both logs. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (request) =>
  safeHeader(request, 'x-request-id') ?? randomUUID();

/** Binds the menu and breadcrumb headers to every log line of the request, like the request id. */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  request,
) =>
  logger.child(
    { ...bindings, menuId: safeHeader(request, 'menuid'), breadCrumbId: safeHeader(request, 'breadcrumbid') },
    options,
  );
