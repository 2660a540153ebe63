import type { Db } from './db.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction. The advisory lock makes
 * replicas that start together wait for each other instead of racing to create the same tables.
 * Returns the versions applied by this call; `progress` hears of each migration as it begins.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = allMigrations,
  progress: (step: string) => void = () => {},
): Promise<number[]> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  ordered.forEach((migration, index) => {
    if (index > 0 && ordered[index - 1].version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });

  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lexbridge-legacy:migrate'))`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));

    const newlyApplied: number[] = [];
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      progress(`migration ${migration.version} (${migration.name})`);
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
