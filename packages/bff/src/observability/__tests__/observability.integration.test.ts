import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFaultCatalogue, type FaultCatalogue } from '../../testing/fault-catalogue.js';
import { startHarness, type Harness, type TestClient } from '../../testing/harness.js';
import { createTracing } from '../tracing.js';

const METRICS_TOKEN = 'scrape-me';

describe('observing the BFF: metrics, traces and logs', () => {
  let harness: Harness;
  let catalogue: FaultCatalogue;
  let client: TestClient;
  const exporter = new InMemorySpanExporter();
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    catalogue = await startFaultCatalogue();
    const tracing = await createTracing(loadConfig({}, { serviceName: 'lexbridge-bff-test' }), exporter);
    harness = await startHarness({
      bff: { legacyUrl: catalogue.url, logLevel: 'info', metricsToken: METRICS_TOKEN },
      app: {
        tracing,
        logStream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    catalogue.target = harness.legacyUrl;
    client = harness.client();
    expect((await client.login('lawyer@lexbridge.test')).errors).toBeUndefined();
  });
  afterAll(async () => {
    await harness?.close();
    await catalogue?.close();
  });

  async function metrics(): Promise<string> {
    const response = await fetch(`${harness.bffUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  }

  it('gives the catalogue the request id and trace of the request; the log lines and spans carry them', async () => {
    exporter.reset();
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: client.cookie!,
        'x-request-id': 'obs-request-1',
      },
      body: JSON.stringify({
        query: 'query InboxCounts { inboxCounts { menuId count } }',
        operationName: 'InboxCounts',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('obs-request-1');

    const call = catalogue.received.filter((request) => request.path.includes('get-inbox_counts')).at(-1)!;
    expect(call.headers['x-request-id']).toBe('obs-request-1');
    const traceparent = String(call.headers.traceparent);
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const traceId = traceparent.split('-')[1];

    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.name === 'graphql query InboxCounts') as ReadableSpan;
    const legacy = spans.find(
      (span) => span.name === 'legacy GET business-laws/get-inbox_counts',
    ) as ReadableSpan;
    expect(server.spanContext().traceId).toBe(traceId);
    expect(server.attributes['lexbridge.request_id']).toBe('obs-request-1');
    expect(legacy.spanContext().traceId).toBe(traceId);
    expect(legacy.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(traceparent.split('-')[2]).toBe(legacy.spanContext().spanId);

    const lines = logLines.filter((line) => line.reqId === 'obs-request-1');
    // One line per request, when it is answered, with what was asked and how it ended.
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ method: 'POST', url: '/graphql' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain(client.cookie!.split('=')[1]!);
  });

  it('continues a trace the caller started', async () => {
    exporter.reset();
    const parent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie!, traceparent: parent },
      body: JSON.stringify({ query: '{ inboxCounts { count } }' }),
    });
    const server = exporter.getFinishedSpans().find((span) => span.name.startsWith('graphql query'))!;
    expect(server.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(server.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
  });

  it('serves Prometheus metrics: operations, legacy calls per endpoint, refreshes, circuit state and cache hits', async () => {
    // A bearer caller twice: the second resolution is a cache hit.
    const token = (await (
      await fetch(`${harness.legacyUrl}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: 'business@lexbridge.test',
          password: btoa('Demo#2026'),
          grant_type: 'password',
          scope: '',
          environment: 'test',
          isPOC: 'false',
        }),
      })
    ).json()) as { access_token: string };
    const tool = harness.client({ authorization: `Bearer ${token.access_token}` });
    expect((await tool.gql('query ToolSession { session { user { name } } }')).errors).toBeUndefined();
    expect((await tool.gql('query ToolSession { session { user { name } } }')).errors).toBeUndefined();
    // A refresh.
    await harness.legacyControl('/__control/expire-tokens', { method: 'POST' });
    expect((await client.gql('query InboxCounts { inboxCounts { count } }')).errors).toBeUndefined();

    const text = await metrics();
    expect(text).toMatch(
      /lexbridge_graphql_requests_total\{operation="InboxCounts",type="query",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /lexbridge_graphql_request_duration_seconds_bucket\{le="[^"]+",operation="InboxCounts",type="query"\} [1-9]/,
    );
    expect(text).toMatch(
      /lexbridge_legacy_requests_total\{method="GET",endpoint="business-laws\/get-inbox_counts",outcome="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /lexbridge_legacy_requests_total\{method="GET",endpoint="business-laws\/get-inbox_counts",outcome="4xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /lexbridge_legacy_request_duration_seconds_count\{method="POST",endpoint="Token"\} [1-9]/,
    );
    expect(text).toMatch(/lexbridge_token_refreshes_total\{outcome="ok"\} 1/);
    expect(text).toMatch(/lexbridge_circuit_state\{origin="http:\/\/127\.0\.0\.1:\d+"\} 0/);
    expect(text).toMatch(/lexbridge_cache_requests_total\{cache="bearer",result="miss"\} 1/);
    expect(text).toMatch(/lexbridge_cache_requests_total\{cache="bearer",result="hit"\} 1/);
    expect(text).toMatch(/lexbridge_process_resident_memory_bytes \d+/);
  });

  it('wants the scrape token when METRICS_TOKEN is set', async () => {
    expect((await fetch(`${harness.bffUrl}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${harness.bffUrl}/metrics`, { headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401);
  });

  it('keeps client-chosen operation names from growing the label set', async () => {
    for (let i = 0; i < 5; i += 1) await client.gql(`query Random${i} { session { isAdmin } }`);
    const { metrics: registry } = harness.services;
    expect(registry.operationLabel('has space')).toBe('invalid');
    for (let i = 0; i < 300; i += 1) registry.operationLabel(`Op${i}`);
    expect(registry.operationLabel('OneMore')).toBe('other');
  });
});

describe('where /metrics is served', () => {
  it('is served nowhere by default: the main listener is public', async () => {
    const harness = await startHarness({ startCatalogue: false });
    try {
      expect(harness.metricsUrl).toBeNull();
      expect((await fetch(`${harness.bffUrl}/metrics`)).status).toBe(404);
    } finally {
      await harness.close();
    }
  });

  it('has a listener of its own with METRICS_PORT, and never answers on the main one', async () => {
    const harness = await startHarness({
      startCatalogue: false,
      bff: { metricsPort: 0, metricsHost: '127.0.0.1' },
    });
    try {
      expect((await fetch(`${harness.bffUrl}/metrics`)).status).toBe(404);
      const response = await fetch(`${harness.metricsUrl}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/lexbridge_process_resident_memory_bytes \d+/);
      expect((await fetch(`${harness.metricsUrl}/graphql`)).status).toBe(404);
    } finally {
      await harness.close();
    }
    await expect(fetch(`${harness.metricsUrl}/metrics`)).rejects.toThrow();
  });

  it('wants the token on its own listener too when METRICS_TOKEN is set', async () => {
    const harness = await startHarness({
      startCatalogue: false,
      bff: { metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: METRICS_TOKEN },
    });
    try {
      expect(
        (await fetch(`${harness.bffUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
          .status,
      ).toBe(404);
      expect((await fetch(`${harness.metricsUrl}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${harness.metricsUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.status).toBe(200);
    } finally {
      await harness.close();
    }
  });
});
