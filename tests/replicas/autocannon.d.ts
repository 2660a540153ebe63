// The little of autocannon's API the soak test uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string | string[];
    connections?: number;
    overallRate?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
