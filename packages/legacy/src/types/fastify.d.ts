// Request and route-config fields of the catalogue. A .d.ts picked up through tsconfig's include, so the
// augmentation stays inside this package instead of leaking into the fastify types of packages importing it.
import 'fastify';

export interface LegacyRouteConfig {
  /** false for the few calls that identify the user by the bearer token alone (UserInfo). */
  userId?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the bearer check. */
    legacyUserId: number;
    /** The decrypted `secret` parameters; empty when the call carried none. */
    legacyQuery: URLSearchParams;
  }
  interface FastifyContextConfig {
    legacy?: LegacyRouteConfig;
  }
}
