// The "bare route" baselines: a plain Fastify server (no logger, no GraphQL, no sessions) whose routes make the
// same legacy calls as the two benchmarked GraphQL queries, with the same bearer token and an encrypted `secret`
// carrying the same UserId. Two clients:
//   undici: one keep-alive Pool on the catalogue origin (the physical limit of one HTTP hop in Node),
//   axios:  axios with its default http adapter on a keep-alive http.Agent.
// Routes: POST /undici/1, /undici/2, /axios/1, /axios/2 (the body is accepted and ignored, like a GraphQL
// request's), and GET /__bench/usage. The 2-call routes make both calls concurrently, as GraphQL does for two
// root fields. Configured by env: BENCH_LEGACY_URL, BENCH_LEGACY_TOKEN, BENCH_LEGACY_USER_ID, LEGACY_SECRET_KEY,
// BENCH_CONNECTIONS_TO_LEGACY (default 64, the BFF's LEGACY_CONNECTIONS default), PORT.
import http from 'node:http';
import axios from 'axios';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { encryptSecret } from '../../packages/bff/dist/legacy/secret.js';
import { registerUsageRoute } from './usage.mjs';

const env = process.env;
const legacyUrl = new URL(env.BENCH_LEGACY_URL);
const token = env.BENCH_LEGACY_TOKEN;
const userId = env.BENCH_LEGACY_USER_ID;
const connections = Number(env.BENCH_CONNECTIONS_TO_LEGACY || 64);
if (!token || !userId || !env.LEGACY_SECRET_KEY)
  throw new Error('bare-child: token, user id and secret key are required');

// The same plaintext the BFF encrypts for these calls (no other parameters, UserId appended), encrypted once:
// this baseline measures the hop, not the cipher (cipher-bench.mjs measures that).
const secret = encodeURIComponent(
  encryptSecret(new URLSearchParams({ UserId: userId }).toString(), env.LEGACY_SECRET_KEY),
);
const base = legacyUrl.pathname.replace(/\/+$/, '');
const PATHS = {
  inbox: `${base}/business-laws/get-inbox_counts?secret=${secret}`,
  history: `${base}/denormalize-search/get-history-search?secret=${secret}`,
};
const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };

const pool = new Pool(legacyUrl.origin, {
  connections,
  pipelining: 1,
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 600_000,
});
async function viaUndici(path) {
  const response = await pool.request({ path, method: 'GET', headers });
  const body = await response.body.json();
  if (response.statusCode !== 200) throw new Error(`legacy ${path} answered ${response.statusCode}`);
  return body.Result;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const client = axios.create({ baseURL: legacyUrl.origin, httpAgent: agent, headers });
async function viaAxios(path) {
  const response = await client.get(path);
  return response.data.Result;
}

const app = Fastify({ logger: false });
registerUsageRoute(app);
for (const [name, call] of [
  ['undici', viaUndici],
  ['axios', viaAxios],
]) {
  app.post(`/${name}/1`, async () => ({ data: { inboxCounts: await call(PATHS.inbox) } }));
  app.post(`/${name}/2`, async () => {
    const [savedSearches, inboxCounts] = await Promise.all([call(PATHS.history), call(PATHS.inbox)]);
    return { data: { savedSearches, inboxCounts } };
  });
}
app.addHook('onClose', async () => {
  await pool.close();
  agent.destroy();
});

await app.listen({ host: '127.0.0.1', port: Number(env.PORT || 0) });
process.send?.({ ready: true, port: app.server.address().port });

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 5000).unref();
  app.close().finally(() => process.exit(0));
});
