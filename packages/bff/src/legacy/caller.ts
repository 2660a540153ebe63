import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { unauthenticated } from '../graphql/errors.js';
import type { LegacyCallScope, LegacyClient, LegacyRequest } from './client.js';
import { LegacyError, toGraphQLError } from './errors.js';
import { envelopeOf, type Shape } from './shape.js';

/** The signed-in user's side of a legacy call: their id and a token that the session layer keeps fresh. */
export interface Credentials {
  userId: string;
  /**
   * A token that is not about to expire: the current one at once while it is fresh, else a promise of the one
   * refreshed ahead of expiry (when the session can).
   */
  accessToken(): string | Promise<string>;
  /** The catalogue refused `staleToken` with 401: a renewed token, or null when the session cannot renew. */
  renewAfterUnauthorized(staleToken: string): Promise<string | null>;
}

export interface Envelope<T> {
  message: string | null;
  result: T;
}

/** The screen a call is made from: the catalogue wants its menu and breadcrumb ids, and legal-module calls say so. */
export interface RouteScope {
  menuId: string | null;
  breadcrumbId: string | null;
  /** Add isLegal=true to the query. */
  legal: boolean;
}

/**
 * The legacy catalogue as one request sees it: bound to the user's credentials and the route they act from, it
 * counts its calls, renews the token once on a 401, and turns every failure into a GraphQL error with a code.
 * Domain `.api.ts` classes take this; tests hand them a fake with the same shape.
 */
export interface LegacyCaller {
  readonly calls: number;
  /**
   * The answer, checked against `answer` (a wrong shape is UPSTREAM_ERROR). A request with `anonymous: true` goes
   * without the user's token and id (public calls).
   */
  send<T>(request: LegacyRequest, answer: Shape<T>): Promise<T>;
  /** A `{ Message, Result }` answer whose Result has the `result` shape. */
  envelope<T>(request: LegacyRequest, result: Shape<T>): Promise<Envelope<T>>;
  /**
   * The same user and the same call count, acting from another screen: the calls of the new caller carry that
   * route's MenuId/BreadCrumbId headers (a resolver's declared route wins over the x-lexbridge-route header).
   */
  forRoute(route: RouteScope): LegacyCaller;
  /**
   * The same request (and call count) acting for another user, from no particular screen: after a sign-in or a
   * sign-out in the middle of a request.
   */
  forCredentials(credentials: Credentials | null): LegacyCaller;
}

/** Counts legacy calls across every caller of one request (sign-in swaps the caller mid-request). */
export interface CallStats {
  legacyCalls: number;
}

export class BoundLegacyCaller implements LegacyCaller {
  constructor(
    private readonly client: LegacyClient,
    private readonly credentials: Credentials | null,
    private readonly scope: Omit<LegacyCallScope, 'accessToken' | 'userId'>,
    private readonly log: FastifyBaseLogger,
    readonly stats: CallStats = { legacyCalls: 0 },
  ) {}

  get calls(): number {
    return this.stats.legacyCalls;
  }

  forRoute(route: RouteScope): BoundLegacyCaller {
    return new BoundLegacyCaller(
      this.client,
      this.credentials,
      {
        requestId: this.scope.requestId,
        menuId: route.menuId,
        breadcrumbId: route.breadcrumbId,
        legal: route.legal,
      },
      this.log,
      this.stats,
    );
  }

  forCredentials(credentials: Credentials | null): BoundLegacyCaller {
    return new BoundLegacyCaller(
      this.client,
      credentials,
      { requestId: this.scope.requestId, menuId: null, breadcrumbId: null, legal: false },
      this.log,
      this.stats,
    );
  }

  async send<T>(request: LegacyRequest, answer: Shape<T>): Promise<T> {
    if (request.anonymous) return this.sendAnonymous<T>(request, answer);
    const credentials = this.credentials;
    if (!credentials) throw unauthenticated();
    const current = credentials.accessToken();
    let token = typeof current === 'string' ? current : await current;
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.stats.legacyCalls += 1;
        const response = await this.client.call<T>(
          request,
          { ...this.scope, accessToken: token, userId: credentials.userId },
          answer,
        );
        return response.data;
      } catch (error) {
        // A streamed upload is spent: it cannot be sent again with a renewed token.
        if (error instanceof LegacyError && error.status === 401 && attempt === 1 && !request.upload) {
          const renewed = await credentials.renewAfterUnauthorized(token);
          if (renewed) {
            token = renewed;
            continue;
          }
          throw unauthenticated();
        }
        throw this.fail(request, error);
      }
    }
  }

  private async sendAnonymous<T>(request: LegacyRequest, answer: Shape<T>): Promise<T> {
    try {
      this.stats.legacyCalls += 1;
      const response = await this.client.call<T>({ ...request, injectUserId: false }, this.scope, answer);
      return response.data;
    } catch (error) {
      throw this.fail(request, error);
    }
  }

  async envelope<T>(request: LegacyRequest, result: Shape<T>): Promise<Envelope<T>> {
    const data = await this.send(request, envelopeOf(result));
    return { message: data.Message ?? null, result: data.Result };
  }

  private fail(request: LegacyRequest, error: unknown): GraphQLError | unknown {
    if (!(error instanceof LegacyError)) return error;
    const level = error.kind === 'http' && (error.status ?? 500) < 500 ? 'info' : 'warn';
    this.log[level](
      {
        legacy: {
          method: request.method,
          path: request.path,
          status: error.status,
          kind: error.kind,
          body: error.body,
        },
      },
      error.message,
    );
    return toGraphQLError(error);
  }
}
