import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokens, redeemRefreshToken } from '../auth/tokens.js';
import { migrations } from '../db/migrations/index.js';
import { buildLegacyApp, migrate, seedDemoData, type Db } from '../index.js';
import { addSavedSearch } from '../modules/saved-searches/saved-search.repository.js';
import { defineCatalogueBulkTests } from './catalogue-db-suite.js';
import { LegacyClient } from './helpers.js';

const LIFETIMES = { tokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 600 };

/**
 * The database-level behaviour every backend must share: the same migrations, the same seed and the same SQL,
 * including the statements whose correctness depends on concurrency (single-use refresh tokens, unique names).
 */
export function defineDbSuite(
  label: string,
  open: () => Promise<Db>,
  dispose?: (db: Db) => Promise<void>,
): void {
  describe(`the catalogue database on ${label}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      if (!db) return;
      try {
        await dispose?.(db);
      } finally {
        await db.close();
      }
    });

    it('applies the numbered migrations once, recording them', async () => {
      expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })));
      expect(rows.slice(0, 2)).toEqual([
        { version: 1, name: 'initial' },
        { version: 2, name: 'access' },
      ]);
    });

    it('seeds the demo data once, even when two starts race', async () => {
      expect((await Promise.all([seedDemoData(db), seedDemoData(db)])).sort()).toEqual([false, true]);
      expect(await seedDemoData(db)).toBe(false);
      const { rows } = await db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM users) AS users,
                (SELECT count(*)::int FROM roles) AS roles,
                (SELECT count(*)::int FROM menu_items) AS menu_items,
                (SELECT count(*)::int FROM breadcrumbs) AS breadcrumbs,
                (SELECT count(*)::int FROM inbox_counts) AS inbox_counts`,
      );
      // Eleven users: the four demo users, the catalogue seed's unassigned@ (no industry assigned), the workflow
      // seed's approver@ (with a legal inbox), the business seed's business-approver@, the administration seed's
      // clientadmin@, the HMDA seed's auditor@ and the ownership seed's two users of Northgate Savings Bank.
      // menu_items: the demo menu's 13 and every later seed's groups and screens (validator maintenance, business,
      // administration, HMDA, validator setup, compliance testing, gaps, reporting, risk); breadcrumbs: the legal
      // workflow's five, change management's two steps, the business module's seven and Search History.
      expect(rows[0]).toEqual({ users: 11, roles: 8, menu_items: 68, breadcrumbs: 15, inbox_counts: 5 });
    });

    it('moves the id sequences past the seeded fixed ids', async () => {
      const { rows } = await db.query<{ id: number }>(
        "INSERT INTO menu_items (label, router_link) VALUES ('Scratch', '/scratch') RETURNING id",
      );
      // Past Requirement Field Mapping (1910), the highest fixed menu id.
      expect(rows[0].id).toBe(1911);
      await db.query('DELETE FROM menu_items WHERE id = $1', [rows[0].id]);
    });

    it('rolls a failed transaction back', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO roles (name) VALUES ('Doomed')");
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const { rows } = await db.query("SELECT 1 FROM roles WHERE name = 'Doomed'");
      expect(rows).toEqual([]);
    });

    it('redeems a refresh token exactly once under concurrency', async () => {
      const issued = await issueTokens(db, 2, LIFETIMES);
      const redeemed = await Promise.all(
        Array.from({ length: 5 }, () => redeemRefreshToken(db, issued.refreshToken, LIFETIMES)),
      );
      expect(redeemed.filter((tokens) => tokens !== null)).toHaveLength(1);
    });

    it('keeps saved search names unique per user under concurrency', async () => {
      const saved = await Promise.all(
        ['Overlap', 'overlap', 'OVERLAP', 'Overlap', 'oVerlap'].map((name) =>
          addSavedSearch(db, 3, name, 'k'),
        ),
      );
      expect(saved.filter((row) => row !== null)).toHaveLength(1);
    });

    it('serves the wire contract over HTTP', async () => {
      const app = buildLegacyApp({ db, logLevel: 'silent' });
      try {
        const url = await app.listen({ port: 0, host: '127.0.0.1' });
        const client = new LegacyClient(url);
        const session = await client.login('lawyer@lexbridge.test');
        const menus = await client.get<{ Result: unknown[] }>('/api/menu/getAllMenus', {
          token: session.accessToken,
          params: { UserId: session.userId },
        });
        expect(menus.status).toBe(200);
        // Legal, Change Management, Extracts, Change Password and Reporting.
        expect(menus.body.Result).toHaveLength(5);

        const body = { SearchName: `HTTP on ${label}`, searchKey: 'k', UserId: session.userId };
        const added = await client.post<{ Result: { Id: number } }>(
          '/denormalize-search/add-history-search',
          {
            token: session.accessToken,
            body,
          },
        );
        expect(added.status).toBe(200);
        const again = await client.post('/denormalize-search/add-history-search', {
          token: session.accessToken,
          body,
        });
        expect(again.status).toBe(409);
        const removed = await client.delete('/denormalize-search/delete-history-search', {
          token: session.accessToken,
          params: { id: added.body.Result.Id, UserId: session.userId },
        });
        expect(removed.status).toBe(200);

        const refreshed = await client.refresh(session.refreshToken);
        expect(refreshed.status).toBe(200);
        expect((await client.refresh(session.refreshToken)).status).toBe(400);
      } finally {
        await app.close();
      }
    });

    defineCatalogueBulkTests(label, () => db);
  });
}
