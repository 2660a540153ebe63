// The control endpoint every benchmarked server child exposes: its own CPU time (µs, all threads, from
// getrusage), resident set size and V8 heap (bytes). The load generator reads it before and after each round.
// `?gc=1` runs a full collection first when the child was started with --expose-gc (the memory benchmark).
export const USAGE_PATH = '/__bench/usage';

export function registerUsageRoute(app) {
  app.get(USAGE_PATH, async (request) => {
    if (request.query?.gc === '1') globalThis.gc?.();
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    return {
      cpuUser: cpu.user,
      cpuSystem: cpu.system,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
    };
  });
}
