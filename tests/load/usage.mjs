// The control endpoint every benchmarked server child exposes: its own CPU time (µs, all threads, from
// getrusage) and resident set size (bytes). The load generator reads it before and after each round.
export const USAGE_PATH = '/__bench/usage';

export function registerUsageRoute(app) {
  app.get(USAGE_PATH, async () => {
    const cpu = process.cpuUsage();
    return { cpuUser: cpu.user, cpuSystem: cpu.system, rss: process.memoryUsage.rss() };
  });
}
