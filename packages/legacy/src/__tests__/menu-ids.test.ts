import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types.js';
import { migrate, openDb, seedDemoData, type Db } from '../index.js';

/**
 * Every domain's seed inserts its menu items with fixed ids and `ON CONFLICT (id) DO NOTHING` (so a seed can run
 * on a catalogue that already has them). Two domains choosing the same id would therefore lose one menu item
 * silently. This test watches every menu item insert of a fresh seed and fails on an id inserted twice with
 * different items (the same item again is harmless).
 */
describe('fixed menu ids', () => {
  let db: Db;
  const inserts = new Map<number, string[]>();

  /** Records the id ($1) of each `INSERT INTO menu_items`, with the label and route it was meant to carry. */
  function watch<T extends Queryable>(target: T): T {
    return new Proxy(target, {
      get(object, property, receiver) {
        if (property === 'query') {
          return (sql: string, params?: unknown[]) => {
            if (/^\s*INSERT INTO menu_items\b/i.test(sql) && params?.length) {
              const id = Number(params[0]);
              const what = params
                .slice(1)
                .filter((value) => typeof value === 'string')
                .join(' ');
              inserts.set(id, [...(inserts.get(id) ?? []), what || sql.replace(/\s+/g, ' ')]);
            }
            return object.query(sql, params as never);
          };
        }
        if (property === 'transaction') {
          return <R>(work: (tx: Queryable) => Promise<R>) =>
            (object as unknown as Db).transaction((tx) => work(watch(tx)));
        }
        return Reflect.get(object, property, receiver);
      },
    });
  }

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    expect(await seedDemoData(watch(db))).toBe(true);
  });
  afterAll(() => db?.close());

  it('are unique across every seed: no menu item is dropped by another with the same id', async () => {
    expect(inserts.size).toBeGreaterThan(50);
    const taken = [...inserts].filter(([, uses]) => new Set(uses).size > 1);
    expect(taken, 'menu ids inserted more than once (pick an id in your domain range)').toEqual([]);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM menu_items');
    expect(rows[0]!.count).toBe(inserts.size);
  });
});
