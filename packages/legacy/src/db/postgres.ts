import pg from 'pg';
import type { Db, Queryable } from './types.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail fast at boot (and in tests probing for a server) instead of hanging on an unreachable host.
    connectionTimeoutMillis: 5_000,
    // Set per connection by the server itself, so every pooled connection sees the same schema.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => {
    process.stderr.write(`legacy catalogue: idle PostgreSQL connection failed: ${error.message}\n`);
  });

  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    description: `PostgreSQL at ${redact(databaseUrl)}${schema ? ` (schema ${schema})` : ''}`,
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it rather than return it to the pool.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}
