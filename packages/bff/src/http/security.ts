import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { reportToolOrigins } from '@lexbridge/rules';
import { ssoAuthorityFor, type BffConfig } from '../config.js';

/**
 * Security headers for every answer (helmet), with a content security policy that the built SPA and the
 * GraphiQL page pass (tests/e2e checks both for violations):
 * - scripts only from this origin, as Vite builds them (no inline script, no eval);
 * - styles from this origin and inline (Chakra's emotion and GraphiQL's editor insert <style> elements);
 * - Monaco's editor workers from this origin (or blob: URLs, its fallback);
 * - connections to this origin and to the OpenID authority of single sign-on (discovery, token and silent renew);
 * - frames only for embedded reports: this origin's /report-tool/embed address, which sends the frame on to the
 *   configured report tool's origin (one, or two with {domain}: the product's domain and the default provider
 *   domain), and the single sign-on authority;
 * - no framing of the app by anyone, no plugins, no <base> tricks, forms only to this origin.
 * Strict-Transport-Security and upgrade-insecure-requests only behind TLS (COOKIE_SECURE), so plain-HTTP
 * development keeps working.
 */
export function helmetOptions(config: BffConfig): HelmetOptions {
  const sso = ssoOrigin(config);
  const reports = reportOrigins(config);
  const behindTls = config.cookieSecure;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...sso],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: reports.length || sso.length ? [...reports, ...sso] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...sso],
        ...(behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would break the single sign-on pop-up and redirects; not needed by the app.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: behindTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Where embedded reports are framed from: this origin's embed address, then the report tool's origins. */
function reportOrigins(config: BffConfig): string[] {
  if (!config.reportToolUrl) return [];
  const origins = reportToolOrigins({
    urlTemplate: config.reportToolUrl,
    productDomain: config.productDomain,
    defaultDomain: config.reportToolDefaultDomain,
  });
  return origins.length ? ["'self'", ...origins] : [];
}

/** The origin of the single sign-on authority, when single sign-on is on (the browser talks to it). */
function ssoOrigin(config: BffConfig): string[] {
  if (!config.ssoEnabled) return [];
  try {
    return [new URL(ssoAuthorityFor(config, 'tenant')).origin];
  } catch {
    return [];
  }
}

/**
 * The headers `helmet(options)` sets, worked out once: none of them depends on the request (no nonces), so every
 * answer gets the same set without running helmet's middleware per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of machine answers (GraphQL, health): JSON is never rendered, so the document policies (scripts,
 * styles, frames, opener, DNS prefetch) have nothing to govern there. What remains matters for any answer: no
 * content of any kind may load from it, nobody may frame it, no MIME sniffing, no referrer, same-origin only,
 * and HSTS behind TLS. A shorter set also costs less on every GraphQL answer.
 */
export function apiSecurityHeaders(config: BffConfig): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(config.cookieSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Machine answers: /graphql (GET and POST, any query string) and the health probes. */
export function isApiPath(url: string): boolean {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path === '/graphql' || path === '/healthz' || path === '/readyz';
}

/**
 * Every answer of `app` carries security headers and the request's id (`x-request-id`, to quote when reporting a
 * problem), set in one synchronous hook when the request arrives: documents and files (the SPA, GraphiQL, the
 * report embed hop, errors) the full set with the content security policy above, machine answers the short set.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: BffConfig): void {
  const documents = securityHeaders(helmetOptions(config));
  const api = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiPath(request.url) ? api : documents).header('x-request-id', request.id);
    done();
  });
}
