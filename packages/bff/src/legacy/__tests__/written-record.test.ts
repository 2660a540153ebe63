import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { DEFAULT_MESSAGES } from '../../graphql/errors.js';
import { silentLog } from '../../testing/fake-catalogue.js';
import { BoundLegacyCaller } from '../caller.js';
import { LegacyClient } from '../client.js';
import { envelopeOf, NO_WRITTEN_RECORD, shapeProblem, writtenRecord, writtenRecords } from '../shape.js';

const Row = z.object({ Id: z.number(), Name: z.string() });
const row = { Id: 7, Name: 'Saved row' };

describe('writtenRecord: a write answers the record it wrote', () => {
  it('takes the record, and refuses an answer without one (null, absent)', () => {
    expect(shapeProblem(envelopeOf(writtenRecord(Row)), { Message: 'Saved.', Result: row })).toBeNull();
    expect(shapeProblem(envelopeOf(writtenRecord(Row)), { Message: 'Saved.', Result: null })).toBe(
      `Result: ${NO_WRITTEN_RECORD}`,
    );
    // A nullable row shape does not let null through either: the write promised its record.
    expect(shapeProblem(envelopeOf(writtenRecord(Row.nullable())), { Message: 'Saved.', Result: null })).toBe(
      `Result: ${NO_WRITTEN_RECORD}`,
    );
    expect(shapeProblem(writtenRecord(Row), undefined)).toBe(`the answer: ${NO_WRITTEN_RECORD}`);
    // The record itself is still checked against its shape.
    expect(shapeProblem(envelopeOf(writtenRecord(Row)), { Result: { Id: 7 } })).toMatch(/^Result\.Name: /);
  });

  it('keeps the other answers a union names (a removal answered with a flag)', () => {
    const savedOrRemoved = writtenRecord(z.union([Row, z.literal(true)]));
    expect(shapeProblem(savedOrRemoved, true)).toBeNull();
    expect(shapeProblem(savedOrRemoved, null)).toBe(`the answer: ${NO_WRITTEN_RECORD}`);
  });

  it('wants at least one row from a write answered as a list', () => {
    expect(shapeProblem(envelopeOf(writtenRecords(Row)), { Result: [row] })).toBeNull();
    expect(shapeProblem(envelopeOf(writtenRecords(Row)), { Result: [] })).toBe(
      `Result: ${NO_WRITTEN_RECORD}`,
    );
    expect(shapeProblem(envelopeOf(writtenRecords(Row)), { Result: null })).toBe(
      `Result: ${NO_WRITTEN_RECORD}`,
    );
  });

  it('is made once per row shape, not per call', () => {
    expect(writtenRecord(Row)).toBe(writtenRecord(Row));
    expect(writtenRecords(Row)).toBe(writtenRecords(Row));
  });
});

/** A catalogue whose every write "succeeds" without the record, its Message a text that must not reach a client. */
let server: Server;
let url: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Message: 'Saved to db01.internal:5432 (row lost)', Result: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a write answered without its record, through the real legacy client', () => {
  it("is UPSTREAM_ERROR with the kit's generic text, nothing of the body in extensions, not retried", async () => {
    const client = new LegacyClient(
      loadConfig({}, { legacyUrl: url, legacyTimeoutMs: 1000, legacyRetries: 2, circuitFailureThreshold: 1 }),
    );
    const caller = new BoundLegacyCaller(
      client,
      { userId: '1', accessToken: () => 't', renewAfterUnauthorized: async () => null },
      { requestId: 'r1', menuId: null, breadcrumbId: null, legal: false },
      silentLog,
    );
    const before = requests;
    const error = await caller
      .envelope({ method: 'POST', path: 'api/things/save', body: { name: 'x' } }, writtenRecord(Row))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toBe(DEFAULT_MESSAGES.UPSTREAM_ERROR);
    expect((error as GraphQLError).extensions).toEqual({ code: 'UPSTREAM_ERROR' });
    expect(requests - before).toBe(1);
    // Counted against the catalogue like any answer of the wrong shape: one failure opens this circuit.
    expect(client.circuit.state).toBe('open');
    await client.close();
  });
});
