import { MEMORY_DATA_DIR, type DatabaseConfig } from '../config.js';

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

/** What a transaction can do; the same SQL ($1 parameters) runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, safe to log (no password). */
  readonly description: string;
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (used to start test catalogues from a template). */
  dump?(): Promise<Blob>;
}

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
