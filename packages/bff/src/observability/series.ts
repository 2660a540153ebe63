import type { Registry } from 'prom-client';

/**
 * Counters and histograms for the metrics touched on every request (each GraphQL operation, each legacy call).
 * prom-client checks and hashes the label object on every `inc`/`observe`; here the label values are given in
 * order and lead through nested maps to a series made once, so counting is a few map lookups and additions. The
 * registry reads them like its own metrics (same names, same text), at scrape time.
 */

interface Series<V> {
  labels: Record<string, string>;
  value: V;
}

function child(level: Map<string, unknown>, key: string): Map<string, unknown> {
  let next = level.get(key) as Map<string, unknown> | undefined;
  if (!next) {
    next = new Map();
    level.set(key, next);
  }
  return next;
}

/** Series by label values, in the order of `labelNames`. */
class SeriesTable<V> {
  private root = new Map<string, unknown>();
  private all: Series<V>[] = [];

  constructor(
    private readonly labelNames: readonly string[],
    private readonly fresh: () => V,
  ) {}

  at(a: string, b?: string, c?: string): Series<V> {
    const depth = this.labelNames.length;
    let level = this.root;
    if (depth > 1) level = child(level, a);
    if (depth > 2) level = child(level, b!);
    const last = depth === 1 ? a : depth === 2 ? b! : c!;
    let series = level.get(last) as Series<V> | undefined;
    if (!series) {
      const given = [a, b, c];
      const labels: Record<string, string> = {};
      this.labelNames.forEach((name, index) => (labels[name] = given[index]!));
      series = { labels, value: this.fresh() };
      level.set(last, series);
      this.all.push(series);
    }
    return series;
  }

  series(): readonly Series<V>[] {
    return this.all;
  }

  clear(): void {
    this.root = new Map();
    this.all = [];
  }
}

interface MetricValue {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
  sharedLabels?: Record<string, string>;
}

interface MetricOptions<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  registers: Registry[];
}

/** What prom-client's registry asks of a metric it renders. */
abstract class RegisteredMetric {
  readonly name: string;
  readonly help: string;
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';

  constructor(options: { name: string; help: string; registers: Registry[] }) {
    this.name = options.name;
    this.help = options.help;
    for (const registry of options.registers)
      registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  protected abstract values(): MetricValue[];
  abstract reset(): void;

  /** The registry's text rendering reads this: histogram buckets keep `le` first, as prom-client writes them. */
  getForPromString() {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: this.values(),
    };
  }

  /** The JSON form (`getMetricsAsJSON`): every label of a value in one object. */
  get() {
    const rendered = this.getForPromString();
    return {
      ...rendered,
      values: rendered.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }
}

/** A counter by label values: `inc('GET', 'api/laws', '2xx')`. */
export class FastCounter<L extends string> extends RegisteredMetric {
  readonly type = 'counter';
  private readonly table: SeriesTable<{ count: number }>;

  constructor(options: MetricOptions<L>) {
    super(options);
    this.table = new SeriesTable(options.labelNames, () => ({ count: 0 }));
  }

  inc(a: string, b?: string, c?: string): void {
    this.table.at(a, b, c).value.count += 1;
  }

  protected values(): MetricValue[] {
    return this.table.series().map(({ labels, value }) => ({ labels, value: value.count }));
  }

  reset(): void {
    this.table.clear();
  }
}

interface Buckets {
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/** A histogram by label values: `observe(seconds, 'GET', 'api/laws')`. */
export class FastHistogram<L extends string> extends RegisteredMetric {
  readonly type = 'histogram';
  private readonly table: SeriesTable<Buckets>;
  private readonly bounds: readonly number[];

  constructor(options: MetricOptions<L> & { buckets: readonly number[] }) {
    super(options);
    this.bounds = [...options.buckets].sort((x, y) => x - y);
    this.table = new SeriesTable(options.labelNames, () => ({
      counts: new Float64Array(this.bounds.length + 1),
      sum: 0,
      count: 0,
    }));
  }

  observe(value: number, a: string, b?: string, c?: string): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    const buckets = this.table.at(a, b, c).value;
    const { bounds } = this;
    let index = 0;
    while (index < bounds.length && value > bounds[index]!) index += 1;
    buckets.counts[index]! += 1;
    buckets.sum += value;
    buckets.count += 1;
  }

  protected values(): MetricValue[] {
    const values: MetricValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, value } of this.table.series()) {
      let cumulative = 0;
      this.bounds.forEach((le, index) => {
        cumulative += value.counts[index]!;
        values.push({ labels: { le }, sharedLabels: labels, value: cumulative, metricName: bucket });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: value.count, metricName: bucket },
        { labels: {}, sharedLabels: labels, value: value.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: labels, value: value.count, metricName: `${this.name}_count` },
      );
    }
    return values;
  }

  reset(): void {
    this.table.clear();
  }
}
