// The two-replica scenario of `pnpm bench` (docs/performance.md, "One and two replicas on Redis"): the BFF with
// REDIS_URL (sessions, refresh locks, lookup cache and rate-limit counters in Redis), once as one replica and once
// as two replicas of the same build behind autocannon's round robin over both URLs (connection i goes to replica
// i mod 2), sharing one session. Rounds alternate one and two replicas, so drift of the machine spreads evenly.
// Prints req/s, p50, p99 and the RSS of each replica. Skipped, with one line, when Redis is not reachable.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { QUERY_1, startNodeChild, stopChild, table } from './lib.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** PING over a bare socket: no Redis client needed in the bench. */
export function redisReachable(url = REDIS_URL, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * @param {object} options
 * @param {(exposeLegacyCalls: boolean) => Record<string, string>} options.env the benchmarked BFF's environment
 * @param {(url: string) => Promise<string>} options.login signs in, answers the session cookie
 * @param {(target: object, durationS: number) => Promise<{result: object, times: Float64Array}>} options.load
 * @param {(baseUrl: string) => Promise<{cpu: number, rss: number}>} options.usage
 * @param {{durationS: number, rounds: number, warmupS: number, connections: number}} options.settings
 */
export async function runReplicaScenario({ env, login, load, usage, settings }) {
  if (!(await redisReachable())) {
    console.log(
      `\ntwo-replica scenario skipped: Redis is not reachable at ${REDIS_URL} (set BENCH_REDIS_URL)`,
    );
    return null;
  }
  const redisEnv = {
    ...env(false),
    REDIS_URL,
    REDIS_KEY_PREFIX: `lexbridge-bench-${randomBytes(4).toString('hex')}:`,
  };
  const replicas = [
    startNodeChild('bff-redis-a', 'bff-child.mjs', redisEnv),
    startNodeChild('bff-redis-b', 'bff-child.mjs', redisEnv),
  ];
  try {
    const urls = [];
    for (const replica of replicas) urls.push(`http://127.0.0.1:${await replica.ready}`);
    // One session for both: signed in on the first replica, used on both (it lives in Redis).
    const cookie = await login(urls[0]);
    const target = (ids) => ({
      url: ids.map((i) => `${urls[i]}/graphql`),
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: QUERY_1 }),
    });
    const scenarios = [
      { id: 'redis-1', replicas: [0], target: target([0]) },
      { id: 'redis-2', replicas: [0, 1], target: target([0, 1]) },
    ];
    for (const scenario of scenarios) {
      for (const url of scenario.target.url) {
        const response = await fetch(url, {
          method: 'POST',
          headers: scenario.target.headers,
          body: scenario.target.body,
        });
        const text = await response.text();
        if (response.status !== 200 || text.includes('"errors"'))
          throw new Error(`${scenario.id} ${url}: ${response.status} ${text.slice(0, 200)}`);
      }
      if (settings.warmupS > 0) await load(scenario.target, settings.warmupS);
    }

    const runs = new Map(scenarios.map((scenario) => [scenario.id, []]));
    for (let round = 0; round < settings.rounds; round += 1) {
      const order = round % 2 === 0 ? scenarios : [...scenarios].reverse();
      for (const scenario of order) {
        const before = await Promise.all(scenario.replicas.map((i) => usage(urls[i])));
        const { result, times } = await load(scenario.target, settings.durationS);
        const after = await Promise.all(scenario.replicas.map((i) => usage(urls[i])));
        const elapsedS = (result.finish - result.start) / 1000 || result.duration;
        runs.get(scenario.id).push({
          ok: result['2xx'],
          errors: result.non2xx + result.errors + result.timeouts,
          elapsedS,
          times,
          cpuUs: after.reduce((sum, entry, i) => sum + entry.cpu - before[i].cpu, 0),
          rss: after.map((entry) => entry.rss),
        });
        process.stdout.write(
          `  round ${round + 1}/${settings.rounds}  ${scenario.id.padEnd(15)} ${Math.round(
            result['2xx'] / elapsedS,
          )
            .toString()
            .padStart(7)} req/s\n`,
        );
      }
    }

    return scenarios.map((scenario) => {
      const list = runs.get(scenario.id);
      const ok = list.reduce((sum, run) => sum + run.ok, 0);
      const elapsed = list.reduce((sum, run) => sum + run.elapsedS, 0);
      const all = new Float64Array(list.reduce((n, run) => n + run.times.length, 0));
      let offset = 0;
      for (const run of list) {
        all.set(run.times, offset);
        offset += run.times.length;
      }
      all.sort();
      const at = (p) => all[Math.min(all.length - 1, Math.max(0, Math.ceil((p / 100) * all.length) - 1))];
      const rssPerReplica = scenario.replicas.map(
        (_, i) => Math.max(...list.map((run) => run.rss[i])) / 1048576,
      );
      return {
        id: scenario.id,
        replicas: scenario.replicas.length,
        rps: ok / elapsed,
        rpsRounds: list.map((run) => run.ok / run.elapsedS),
        p50Ms: at(50),
        p99Ms: at(99),
        cpuUsPerRequest: list.reduce((sum, run) => sum + run.cpuUs, 0) / ok,
        rssMbPerReplica: rssPerReplica,
        errors: list.reduce((sum, run) => sum + run.errors, 0),
      };
    });
  } finally {
    for (const replica of replicas) await stopChild(replica);
  }
}

export function replicaTable(results) {
  const rows = results.map((result) => [
    result.id,
    result.replicas,
    Math.round(result.rps).toLocaleString('en-US'),
    `${Math.round(Math.min(...result.rpsRounds))}–${Math.round(Math.max(...result.rpsRounds))}`,
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    Math.round(result.cpuUsPerRequest).toLocaleString('en-US'),
    result.rssMbPerReplica.map((mb) => mb.toFixed(0)).join(' + '),
    result.errors,
  ]);
  return table(
    [
      'scenario (Redis)',
      'replicas',
      'req/s',
      'rounds min–max',
      'p50 ms',
      'p99 ms',
      'BFF CPU µs/req',
      'RSS MB per replica',
      'non-2xx/err',
    ],
    rows,
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}
