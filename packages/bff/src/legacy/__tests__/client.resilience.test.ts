import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, type BffConfig } from '../../config.js';
import { LegacyClient } from '../client.js';
import { LegacyError, presentable, toGraphQLError } from '../errors.js';
import { AnyResult, envelopeOf } from '../shape.js';

/** A catalogue that answers each request with the next status of a script (then 200), counting attempts. */
let server: Server;
let url: string;
let script: number[] = [];
let attempts = 0;
let delayMs = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    attempts += 1;
    const status = script.shift() ?? 200;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 200 ? { Message: 'ok', Result: attempts } : { Message: `failed with ${status}` },
        ),
      );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  attempts = 0;
  delayMs = 0;
});

function client(overrides: Partial<BffConfig> = {}) {
  const retries: number[] = [];
  const legacy = new LegacyClient(
    loadConfig(
      {},
      {
        legacyUrl: url,
        legacyTimeoutMs: 1000,
        legacyRetries: 2,
        legacyRetryBaseDelayMs: 20,
        legacyRetryMaxDelayMs: 100,
        circuitFailureThreshold: 50,
        ...overrides,
      },
    ),
    { onRetry: (info) => retries.push(info.delayMs), random: () => 0.5 },
  );
  return { legacy, retries };
}

describe('the legacy client when the catalogue stumbles', () => {
  it('retries a GET after a 502/503/504 with exponential backoff, at most LEGACY_RETRIES times', async () => {
    const { legacy, retries } = client();
    script = [503, 502];
    const answer = await legacy.call({ method: 'GET', path: 'x' }, {}, envelopeOf(z.number()));
    expect(answer.data.Result).toBe(3);
    expect(retries).toEqual([20, 40]);
    script = [503, 503, 503, 503];
    const error = (await legacy
      .call({ method: 'GET', path: 'x' }, {}, AnyResult)
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(error.status).toBe(503);
    expect(attempts).toBe(3 + 3);
    await legacy.close();
  });

  it('never retries a write, a 500, or a call that asked not to be', async () => {
    const { legacy } = client();
    script = [503];
    await expect(legacy.call({ method: 'POST', path: 'x', body: {} }, {}, AnyResult)).rejects.toBeInstanceOf(
      LegacyError,
    );
    script = [500];
    await expect(legacy.call({ method: 'GET', path: 'x' }, {}, AnyResult)).rejects.toBeInstanceOf(
      LegacyError,
    );
    script = [503];
    await expect(
      legacy.call({ method: 'GET', path: 'x', retry: false }, {}, AnyResult),
    ).rejects.toBeInstanceOf(LegacyError);
    expect(attempts).toBe(3);
    await legacy.close();
  });

  it('never retries after a timeout: the time budget is spent', async () => {
    const { legacy, retries } = client({ legacyTimeoutMs: 200 });
    delayMs = 400;
    const started = Date.now();
    const error = (await legacy
      .call({ method: 'GET', path: 'x' }, {}, AnyResult)
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(error.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(350);
    expect(retries).toEqual([]);
    expect(toGraphQLError(error).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    await legacy.close();
  });

  it('gives up retrying when the backoff would outlast the budget', async () => {
    const { legacy, retries } = client({
      legacyTimeoutMs: 150,
      legacyRetryBaseDelayMs: 200,
      legacyRetryMaxDelayMs: 200,
    });
    script = [503, 503];
    await expect(legacy.call({ method: 'GET', path: 'x' }, {}, AnyResult)).rejects.toBeInstanceOf(
      LegacyError,
    );
    expect(retries).toEqual([]);
    await legacy.close();
  });

  it('opens the circuit after consecutive failures and answers UPSTREAM_UNAVAILABLE without calling', async () => {
    const { legacy } = client({ circuitFailureThreshold: 2, legacyRetries: 0 });
    script = [500, 500, 500];
    await expect(legacy.call({ method: 'GET', path: 'x' }, {}, AnyResult)).rejects.toBeInstanceOf(
      LegacyError,
    );
    await expect(legacy.call({ method: 'GET', path: 'x' }, {}, AnyResult)).rejects.toBeInstanceOf(
      LegacyError,
    );
    const error = (await legacy
      .call({ method: 'GET', path: 'x' }, {}, AnyResult)
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(error.circuitOpen).toBe(true);
    expect(toGraphQLError(error).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(attempts).toBe(2);
    expect(await legacy.ping()).toBe(false);
    await legacy.close();
  });

  it('an answer of the wrong shape is UPSTREAM_ERROR, never retried, and counts against the circuit', async () => {
    const { legacy, retries } = client({ circuitFailureThreshold: 2 });
    // The server answers { Message: 'ok', Result: <attempt number> }: not a list of strings.
    const listOfText = envelopeOf(z.array(z.string()));
    const first = (await legacy
      .call({ method: 'GET', path: 'x' }, {}, listOfText)
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(first.kind).toBe('shape');
    expect(first.message).toMatch(/wrong shape: Result: /);
    expect(toGraphQLError(first).extensions.code).toBe('UPSTREAM_ERROR');
    expect(retries).toEqual([]);
    await expect(legacy.call({ method: 'GET', path: 'x' }, {}, listOfText)).rejects.toMatchObject({
      kind: 'shape',
    });
    const refused = (await legacy
      .call({ method: 'GET', path: 'x' }, {}, AnyResult)
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(refused.circuitOpen).toBe(true);
    expect(attempts).toBe(2);
    await legacy.close();
  });
});

describe("the catalogue's words a client may see", () => {
  it('pass when they are words for a user', () => {
    expect(presentable('A saved search with this name already exists.')).toBe(
      'A saved search with this name already exists.',
    );
  });

  it('never carry markup, addresses, URLs or exception dumps', () => {
    for (const text of [
      '<html><body>Bad Gateway</body></html>',
      'Cannot reach http://db.internal/x',
      'Timeout connecting to 10.0.0.12',
      'Timeout connecting to sql-prod.corp.example:1433',
      'System.NullReferenceException: Object reference not set',
      'Error\n   at Catalogue.Api.Get()',
      'x'.repeat(600),
    ]) {
      expect(presentable(text), text).toBeUndefined();
    }
  });

  it('never come from a 5xx', () => {
    const error = new LegacyError('http', 'failed', 500, { Message: 'Deadlock on table Laws' });
    expect(toGraphQLError(error)).toMatchObject({
      message: 'backend server error',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
