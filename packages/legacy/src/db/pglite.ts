import { mkdir } from 'node:fs/promises';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from '../config.js';
import type { Db, QueryResult, Queryable } from './types.js';

/**
 * PGlite is a single-user PostgreSQL in WASM: it serialises queries itself, so one instance is shared by every
 * request. Only one process may open a data directory at a time.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(inMemory ? MEMORY_DATA_DIR : dataDir, { loadDataDir: options.loadDataDir });

  const queryable = (target: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return toResult(await target.query<T>(sql, [...params]));
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    description: inMemory ? 'PGlite (in memory)' : `PGlite at ${dataDir}`,
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
    // Uncompressed: a start from it skips the gunzip of some 70 MB (about a second on a small machine).
    dump: async () => (await pg.dumpDataDir('none')) as Blob,
  };
}

function toResult<T>(result: Results<T>): QueryResult<T> {
  return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
}
