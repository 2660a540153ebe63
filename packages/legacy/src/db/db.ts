import { MEMORY_DATA_DIR, type DatabaseConfig } from '../config.js';
import type { Db } from './types.js';

export type { Db, Queryable, QueryResult } from './types.js';

export type OpenDbOptions =
  /** A PGlite data directory, or `memory://` for a throwaway in-memory database. */
  | { dataDir: string; loadDataDir?: Blob }
  /** PostgreSQL; `schema` (created when missing) isolates one catalogue from others in the same database. */
  | { databaseUrl: string; schema?: string };

export async function openDb(options: OpenDbOptions): Promise<Db> {
  // Imported lazily so a PostgreSQL deployment never loads the PGlite WASM bundle, and the reverse.
  if ('databaseUrl' in options) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, { loadDataDir: options.loadDataDir });
}

export function dbOptionsFromConfig(database: DatabaseConfig): OpenDbOptions {
  return database.kind === 'postgres' ? { databaseUrl: database.url } : { dataDir: database.dataDir };
}

export { MEMORY_DATA_DIR };
