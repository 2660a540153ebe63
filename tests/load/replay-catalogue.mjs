// A stand-in catalogue for BENCH_CATALOGUE=replay: answers the three calls the benchmark makes (POST /Token,
// GET business-laws/get-inbox_counts, GET denormalize-search/get-history-search) with bodies recorded from the
// reference catalogue, checking only that a bearer token and a `secret` are present. No database, no cipher:
// it is as cheap as an upstream can be, so the BFF and the bare routes are measured against an upstream that is
// not the bottleneck. Reads the recorded bodies from the JSON file named by BENCH_REPLAY_FILE; listens on PORT.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { registerUsageRoute } from './usage.mjs';

const recorded = JSON.parse(readFileSync(process.env.BENCH_REPLAY_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
);
registerUsageRoute(app);

const json = (reply, body) => reply.header('content-type', 'application/json; charset=utf-8').send(body);
app.post('/Token', (_request, reply) => json(reply, recorded.token));
for (const [path, body] of Object.entries(recorded.gets)) {
  app.get(path, (request, reply) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      return json(reply.code(401), '{"Message":"Authorization has been denied for this request."}');
    }
    if (typeof request.query.secret !== 'string') {
      return json(reply.code(400), '{"Message":"Invalid secret parameter.","Result":null}');
    }
    return json(reply, body);
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
process.send?.({ ready: true, port: app.server.address().port });
process.on('SIGTERM', () => app.close().finally(() => process.exit(0)));
