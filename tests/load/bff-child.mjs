// The BFF as a benchmark target, in its own process so its CPU time is its own: the built app (packages/bff/dist)
// with the environment's configuration, plus GET /__bench/usage, which reports this process's CPU time and RSS.
// Started by bench.mjs; stops cleanly on SIGTERM (so `node --cpu-prof` can write its profile).
import { buildApp } from '../../packages/bff/dist/app.js';
import { loadConfig } from '../../packages/bff/dist/config.js';
import { registerUsageRoute } from './usage.mjs';

const config = loadConfig(process.env);
const { app } = await buildApp(config);
registerUsageRoute(app);
await app.listen({ host: config.host, port: config.port });
process.send?.({ ready: true, port: app.server.address().port, exposeLegacyCalls: config.exposeLegacyCalls });

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 5000).unref();
  app.close().finally(() => process.exit(0));
});
