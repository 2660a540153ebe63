/** The database contract both engines implement; its own module so the engines need not import db.ts. */
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
  /** PGlite only: the whole data directory as an uncompressed tarball (used to start test catalogues from a template). */
  dump?(): Promise<Blob>;
}
