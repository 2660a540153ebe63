import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';
import { openDb, startLegacy } from '../index.js';
import { SEED_NAMES } from '../seed/seed.js';
import { defineDbSuite } from './db-suite.js';
import { LegacyClient } from './helpers.js';

defineDbSuite('PGlite (in memory)', () => openDb({ dataDir: 'memory://' }));

describe('a PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps tokens, saved searches and the schema across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lexbridge-legacy-'));
    dirs.push(dataDir);

    const first = await startLegacy({ dataDir, logLevel: 'silent' });
    let client = new LegacyClient(first.url);
    const session = await client.login('lawyer@lexbridge.test');
    const added = await client.post('/denormalize-search/add-history-search', {
      token: session.accessToken,
      body: { SearchName: 'Survives restarts', searchKey: '{"q":1}', UserId: session.userId },
    });
    expect(added.status).toBe(200);
    await first.close();

    const second = await startLegacy({ dataDir, logLevel: 'silent' });
    try {
      client = new LegacyClient(second.url);
      const listed = await client.get<{ Result: { SearchName: string }[] }>(
        '/denormalize-search/get-history-search',
        {
          token: session.accessToken,
          params: { UserId: session.userId },
        },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.Result.map((row) => row.SearchName)).toEqual(['Survives restarts']);
      expect((await client.refresh(session.refreshToken)).status).toBe(200);

      const { rows } = await second.db.query<{ migrations: number; seeds: number; users: number }>(
        `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                (SELECT count(*)::int FROM seed_runs) AS seeds,
                (SELECT count(*)::int FROM users) AS users`,
      );
      expect(rows[0]).toEqual({ migrations: migrations.length, seeds: SEED_NAMES.length, users: 11 });
    } finally {
      await second.close();
    }
  });
});
