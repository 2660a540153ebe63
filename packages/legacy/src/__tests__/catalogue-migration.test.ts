import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';
import { initial } from '../db/migrations/001_initial.js';
import { catalogue } from '../db/migrations/003_catalogue.js';
import { migrate, openDb, seedDemoData, type Db } from '../index.js';

describe('the catalogue migration (003)', () => {
  let db: Db | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it('applies on top of 001 alone, and the migrations in between still apply after it', async () => {
    db = await openDb({ dataDir: 'memory://' });
    expect(await migrate(db, [initial])).toEqual([1]);
    expect(await migrate(db, [initial, catalogue])).toEqual([3]);
    const rest = migrations.map((m) => m.version).filter((version) => version !== 1 && version !== 3);
    expect(await migrate(db)).toEqual(rest);
    expect(await seedDemoData(db)).toBe(true);
    const { rows } = await db.query<{ laws: number; sections: number }>(
      'SELECT (SELECT count(*)::int FROM laws) AS laws, (SELECT count(*)::int FROM law_sections) AS sections',
    );
    expect(rows[0]).toEqual({ laws: 18, sections: 53 });
  });
});
