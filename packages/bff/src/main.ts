import { buildApp } from './app.js';
import { InvalidConfigError, loadConfig } from './config.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof InvalidConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { app, lifecycle } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });

/**
 * Graceful shutdown (docs/operations.md): readiness turns false first and stays so for SHUTDOWN_DELAY_MS, while the
 * BFF still serves, so the load balancer stops sending new requests; then the server stops taking connections,
 * in-flight requests finish (Fastify waits for them, then Apollo stops), and Redis, the catalogue connections and
 * the tracer close. Whatever is still running after SHUTDOWN_TIMEOUT_MS more is abandoned. These handlers are the
 * only ones: Apollo's own is switched off (app.ts), because it closed the server at once.
 */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    lifecycle.shuttingDown = true;
    app.log.info(
      { signal, delayMs: config.shutdownDelayMs },
      'shutting down: readiness is off, finishing in-flight requests',
    );
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting with requests unfinished');
      process.exit(1);
    }, config.shutdownDelayMs + config.shutdownTimeoutMs);
    forced.unref();
    setTimeout(() => {
      app.close().then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDelayMs);
  });
}
