import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDb } from '../index.js';
import { defineDbSuite } from './db-suite.js';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const where = (() => {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
})();

async function probe(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachable = await probe();

if (unreachable === null) {
  // A schema per run keeps parallel runs (and other packages' tests) out of each other's tables.
  const schema = `legacy_test_${randomBytes(6).toString('hex')}`;
  defineDbSuite(
    `PostgreSQL (${where}, schema ${schema})`,
    () => openDb({ databaseUrl: url, schema }),
    (db) => db.exec(`DROP SCHEMA ${schema} CASCADE`),
  );
} else if (process.env.CI === 'true') {
  describe('the catalogue database on PostgreSQL', () => {
    it('needs PostgreSQL in CI', () => {
      throw new Error(
        `PostgreSQL at ${where} was not reachable (${unreachable}); CI=true requires it (TEST_DATABASE_URL)`,
      );
    });
  });
} else {
  console.warn(
    `PostgreSQL tests skipped: PostgreSQL at ${where} was not reachable (${unreachable}); set TEST_DATABASE_URL.`,
  );
  describe.skip('the catalogue database on PostgreSQL', () => {
    it('needs a reachable PostgreSQL', () => undefined);
  });
}
