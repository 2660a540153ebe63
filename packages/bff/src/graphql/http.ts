import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.js';
import { LIMITED_FIELDS, type RateLimitBucket, type RateLimits } from '../http/rate-limits.js';
import type { Metrics } from '../observability/metrics.js';
import type { SessionStore } from '../session/store.js';
import type { GraphQLError } from 'graphql';
import { createContext, type GraphQLContext, type ResolvedPrincipal, type Services } from './context.js';
import { ErrorCode, errorCode } from './errors.js';
import {
  formatExecutionErrors,
  responseMediaType,
  type PreparedOperation,
  type TrustedOperations,
} from './executor.js';
import { OperationObserver } from './plugins.js';
import { analyse, selectedOperation, type TrustedDocuments } from './trusted-documents.js';

/** The GraphiQL page sends this header (x-lexbridge-client: graphiql); see TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL. */
export const CLIENT_HEADER = 'x-lexbridge-client';

interface GateDeps {
  config: BffConfig;
  sessions: SessionStore;
  trusted: TrustedDocuments | null;
  rateLimits: RateLimits;
  metrics: Metrics;
  /** The trusted documents' prepared operations; null: every operation runs through Apollo Server. */
  operations: TrustedOperations | null;
}

type Params = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

/**
 * /graphql: a gate before Apollo, then Apollo. The gate
 * 1. counts the request against the general limit (RATE_LIMIT_GRAPHQL, off by default);
 * 2. resolves a persisted document hash (`extensions.persistedQuery.sha256Hash`) to its text from the manifest;
 * 3. lets a browser (anything without a bearer token) run only trusted documents, or, with the GraphiQL header and
 *    a live session, anything where TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL is on;
 * 4. counts sign-in, password and registration mutations against their rate limits, one per occurrence.
 * Before any parsing, a document larger than MAX_DOCUMENT_BYTES is refused; the gate's parser, like Apollo's, stops
 * after MAX_DOCUMENT_TOKENS tokens. Refusals are GraphQL-shaped: 400 OPERATION_NOT_TRUSTED or
 * PERSISTED_QUERY_NOT_FOUND, 413 DOCUMENT_TOO_LARGE, 429 RATE_LIMITED.
 */
export function registerGraphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<GraphQLContext>,
  services: Services,
  deps: GateDeps,
): void {
  // A GET whose document came from the manifest runs with a rewritten query string.
  const rewrittenSearch = new WeakMap<FastifyRequest, string>();
  // A POST of a trusted document runs its prepared operation, without Apollo Server's HTTP pipeline.
  const preparedFor = new WeakMap<FastifyRequest, PreparedOperation>();

  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    if (deps.config.rateLimitGraphql > 0) {
      const general = await deps.rateLimits.take('graphql', request);
      if (!general.allowed) return tooMany(request, reply, 'graphql', general.retryAfterSeconds);
    }

    const get = request.method === 'GET';
    const params = (get ? { ...(request.query as Record<string, unknown>) } : request.body) as Params | null;
    // Not an object (an array, a string): Apollo answers that with its own 400.
    if (!params || typeof params !== 'object' || Array.isArray(params)) return;
    const extensions = readExtensions(params.extensions);
    const persisted = extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
    const hash = typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
    let text = typeof params.query === 'string' ? params.query : null;

    if (extensions && 'persistedQuery' in extensions) {
      // The manifest is the only store of persisted documents: Apollo's own (automatic persisted queries, which
      // would let any client register any text) is off, and never sees the extension.
      const { persistedQuery: _persisted, ...rest } = extensions;
      params.extensions = get ? JSON.stringify(rest) : rest;
      if (!text && hash) {
        text = deps.trusted?.byHash(hash) ?? null;
        if (!text) {
          return refuse(
            request,
            reply,
            400,
            'PERSISTED_QUERY_NOT_FOUND',
            'This operation is not known to the server.',
          );
        }
        params.query = text;
      }
      if (get) rewrittenSearch.set(request, `?${searchOf(params)}`);
    }
    if (!text) return;

    // Parsing costs memory in proportion to the text: an oversized document is refused before anything reads it.
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > deps.config.maxDocumentBytes) {
      return refuse(
        request,
        reply,
        413,
        'DOCUMENT_TOO_LARGE',
        `The GraphQL document is ${bytes} bytes; at most ${deps.config.maxDocumentBytes} are allowed.`,
        { bytes, maxBytes: deps.config.maxDocumentBytes },
      );
    }
    const analysis = analyse(text, deps.config.maxDocumentTokens);
    if (deps.trusted && !bearer(request)) {
      const allowed = deps.trusted.trusts(analysis) || (await graphiqlAllowed(request, deps));
      if (!allowed) {
        deps.metrics.untrustedOperations.inc();
        request.log.info(
          { operationName: params.operationName },
          'refused an operation that is not a trusted document',
        );
        return refuse(
          request,
          reply,
          400,
          'OPERATION_NOT_TRUSTED',
          "This operation is not one of the app's own. Internal tools call /graphql with a bearer token.",
        );
      }
    }

    const operationName = typeof params.operationName === 'string' ? params.operationName : null;
    if (
      deps.operations &&
      !get &&
      // A JSON body is never a simple request: the browser preflights it, as Apollo's CSRF prevention requires.
      (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json') &&
      deps.trusted?.trusts(analysis) &&
      (params.operationName === undefined || params.operationName === null || operationName !== null) &&
      (params.variables === undefined ||
        params.variables === null ||
        (typeof params.variables === 'object' && !Array.isArray(params.variables)))
    ) {
      const prepared = deps.operations.prepare(text, operationName);
      if (prepared) preparedFor.set(request, prepared);
    }

    const operation = selectedOperation(analysis, params.operationName);
    if (operation?.type === 'mutation') {
      const counts = new Map<RateLimitBucket, number>();
      for (const [field, times] of operation.rootFields) {
        const bucket = LIMITED_FIELDS[field];
        if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + times);
      }
      for (const [bucket, times] of counts) {
        const verdict = await deps.rateLimits.take(bucket, request, times);
        if (!verdict.allowed) return tooMany(request, reply, bucket, verdict.retryAfterSeconds);
      }
    }
  };

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    preHandler: gate,
    handler: async (request, reply) => {
      // Who the request acts for, before Apollo: a store or catalogue outage is a clear 503 here, not a failed
      // context (which Apollo answers 500), and a refused bearer token still lets `session` answer null.
      const resolved = await resolvePrincipal(services, request);
      if ('unavailable' in resolved) {
        const { unavailable } = resolved;
        return refuse(request, reply, 503, String(unavailable.extensions.code), unavailable.message);
      }
      const prepared = preparedFor.get(request);
      const mediaType = prepared ? responseMediaType(request.headers.accept) : null;
      if (prepared && mediaType) {
        const context = createContext(services, request, reply, resolved);
        const body = await runPrepared(prepared, context, request.body as Params, deps);
        void reply.code(body.status).type(mediaType);
        return body.text;
      }
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          body: request.body,
          method: request.method.toUpperCase(),
          headers,
          search: rewrittenSearch.get(request) ?? searchOfUrl(request.url),
        },
        context: async () => createContext(services, request, reply, resolved),
      });
      for (const [key, value] of response.headers) void reply.header(key, value);
      void reply.code(response.status ?? 200);
      if (response.body.kind === 'complete') return response.body.string;
      // Incremental delivery is not enabled; a chunked answer would still be streamed as it comes.
      const chunks: string[] = [];
      for await (const chunk of response.body.asyncIterator) chunks.push(chunk);
      return chunks.join('');
    },
  });
}

/**
 * A trusted document's operation, executed and answered as Apollo Server would answer it: 200 with data and
 * errors, or 400 when the variables do not fit (nothing was executed).
 */
async function runPrepared(
  prepared: PreparedOperation,
  context: GraphQLContext,
  params: Params,
  deps: GateDeps,
): Promise<{ status: number; text: string }> {
  const observer = new OperationObserver(deps.metrics, deps.config.exposeLegacyCalls);
  observer.resolved(prepared.name, prepared.type);
  const variables =
    params.variables && typeof params.variables === 'object' && !Array.isArray(params.variables)
      ? (params.variables as Record<string, unknown>)
      : undefined;
  const result = await prepared.run(context, variables);
  const executed = result.data !== undefined;
  let errors;
  if (result.errors?.length) {
    observer.encountered(context, result.errors);
    errors = formatExecutionErrors(result.errors, executed);
  }
  const extensions = observer.finished(context, errors);
  const answer = {
    errors,
    data: result.data,
    extensions: extensions ? { ...result.extensions, ...extensions } : result.extensions,
  };
  return { status: executed ? 200 : 400, text: `${JSON.stringify(answer)}\n` };
}

/**
 * The principal of a request. A bearer token the catalogue refused (UNAUTHENTICATED) is no principal, with the
 * reason kept for the fields that need one; an outage (the catalogue while resolving a bearer, or the session
 * store) is `unavailable`: the request cannot be served. Anything else is a bug and is thrown.
 */
async function resolvePrincipal(
  services: Services,
  request: FastifyRequest,
): Promise<ResolvedPrincipal | { unavailable: GraphQLError }> {
  try {
    return { principal: await services.principals.resolve(request, request.log), refusal: null };
  } catch (error) {
    const code = errorCode(error);
    if (code === ErrorCode.UNAUTHENTICATED) return { principal: null, refusal: error as GraphQLError };
    if (code === ErrorCode.UPSTREAM_UNAVAILABLE || code === ErrorCode.SERVICE_UNAVAILABLE) {
      request.log.warn({ code }, 'the principal could not be resolved');
      return { unavailable: error as GraphQLError };
    }
    throw error;
  }
}

function bearer(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+$/i.test(request.headers.authorization?.trim() ?? '');
}

/** GraphiQL may run anything only where allowed, and only for someone signed in (a live session cookie). */
async function graphiqlAllowed(request: FastifyRequest, deps: GateDeps): Promise<boolean> {
  if (!deps.config.trustedDocumentsAllowGraphiql || request.headers[CLIENT_HEADER] !== 'graphiql')
    return false;
  const sessionId = request.cookies?.[deps.config.sessionCookieName];
  if (!sessionId) return false;
  try {
    return (await deps.sessions.get(sessionId)) !== null;
  } catch {
    return false;
  }
}

function readExtensions(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

function searchOf(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function searchOfUrl(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

/** A GraphQL-shaped refusal, in the media type the client asked for (Apollo Client reads errors of a 4xx then). */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): FastifyReply {
  const graphqlResponse = (request.headers.accept ?? '').includes('application/graphql-response+json');
  return reply
    .status(status)
    .type(
      graphqlResponse
        ? 'application/graphql-response+json; charset=utf-8'
        : 'application/json; charset=utf-8',
    )
    .send({ errors: [{ message, extensions: { code, requestId: request.id, ...extensions } }] });
}

function tooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: RateLimitBucket,
  retryAfterSeconds: number,
) {
  request.log.warn({ bucket, ip: request.ip }, 'rate limit reached');
  void reply.header('retry-after', String(retryAfterSeconds));
  return refuse(
    request,
    reply,
    429,
    'RATE_LIMITED',
    `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    { retryAfterSeconds },
  );
}
