import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.js';
import type { Metrics } from '../observability/metrics.js';

export type RateLimitBucket = 'signIn' | 'password' | 'registration' | 'graphql';

/**
 * The mutations that guess or spend something (a password, an e-mail, a registration), by bucket. Each occurrence
 * counts: `a: login(…) b: login(…)` in one request is two sign-in attempts.
 */
export const LIMITED_FIELDS: Readonly<Record<string, RateLimitBucket>> = {
  login: 'signIn',
  ssoLogin: 'signIn',
  requestPasswordReset: 'password',
  resetPassword: 'password',
  changePassword: 'password',
  signUp: 'registration',
  registerUser: 'registration',
  requestCustomPricing: 'registration',
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per client IP and bucket, counted by @fastify/rate-limit in this process or, with REDIS_URL, in Redis (so N
 * replicas share one count). When Redis fails the request is let through (fail open): a Redis outage must not
 * lock everybody out of signing in; the limits return with Redis.
 */
export class RateLimits {
  private readonly limiters: Partial<
    Record<RateLimitBucket, ReturnType<FastifyInstance['createRateLimit']>>
  > = {};

  constructor(
    app: FastifyInstance,
    config: BffConfig,
    private readonly metrics?: Metrics,
    /** Whether the counters' store can count now (Redis connected); when it cannot, requests go through at once. */
    private readonly storeAvailable: () => boolean = () => true,
  ) {
    const max: Record<RateLimitBucket, number> = {
      signIn: config.rateLimitSignIn,
      password: config.rateLimitPassword,
      registration: config.rateLimitRegistration,
      graphql: config.rateLimitGraphql,
    };
    for (const bucket of Object.keys(max) as RateLimitBucket[]) {
      if (max[bucket] <= 0) continue;
      this.limiters[bucket] = app.createRateLimit({
        max: max[bucket],
        timeWindow: config.rateLimitWindowMs,
        keyGenerator: (request) => `${bucket}:${request.ip}`,
      });
    }
  }

  /** Counts `times` requests of the bucket for this client; refused once over the limit. */
  async take(bucket: RateLimitBucket, request: FastifyRequest, times = 1): Promise<RateLimitVerdict> {
    const limiter = this.limiters[bucket];
    // Failing open without waiting for a Redis that is away (its commands would queue until they time out).
    if (!limiter || !this.storeAvailable()) return { allowed: true };
    for (let i = 0; i < times; i += 1) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        this.metrics?.rateLimited.inc({ bucket });
        return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
      }
    }
    return { allowed: true };
  }
}
