import type { FastifyInstance } from 'fastify';
import { buildLegacyApp, type LegacyAppOptions } from './app.js';
import { MEMORY_DATA_DIR } from './config.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { readTemplate, templatePath, writeTemplate } from './db/template.js';
import { seedDemoData } from './seed/seed.js';

export interface StartLegacyOptions extends Omit<LegacyAppOptions, 'db' | 'logLevel'> {
  /** Default 0: a free port, read it back from `url`. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite data directory; default `memory://` (a fresh, throwaway catalogue). Ignored with databaseUrl. */
  dataDir?: string;
  /** Use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to keep this catalogue's tables apart (created when missing). */
  databaseSchema?: string;
  /** Seed the demo users and menus when the database has not been seeded. Default true. */
  seed?: boolean;
  /** Default warn: tests want failures in their output, not every request. */
  logLevel?: LegacyAppOptions['logLevel'];
}

export interface RunningLegacy {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  app: FastifyInstance;
  db: Db;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/**
 * Starts a reference catalogue in-process: opens (and migrates, and seeds) its database and listens. Meant for
 * tests of other packages (BFF, contract, e2e, load); `pnpm --filter @lexbridge/legacy start` serves it for real.
 */
export async function startLegacy(options: StartLegacyOptions = {}): Promise<RunningLegacy> {
  const dataDir = options.dataDir ?? MEMORY_DATA_DIR;
  // A throwaway seeded catalogue starts from the template when one exists (see db/template.ts).
  const useTemplate = !options.databaseUrl && dataDir === MEMORY_DATA_DIR && (options.seed ?? true);
  const template = useTemplate ? templatePath() : null;
  const loadDataDir = template ? (readTemplate(template) ?? undefined) : undefined;
  const db = await openDb(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, schema: options.databaseSchema }
      : { dataDir, loadDataDir },
  );
  let app: FastifyInstance | undefined;
  try {
    // Both are no-ops on a template, and bring an older template up to date otherwise.
    await migrate(db);
    if (options.seed ?? true) await seedDemoData(db);
    if (template && !loadDataDir && db.dump) await writeTemplate(template, await db.dump());
    app = buildLegacyApp({ ...options, db, logLevel: options.logLevel ?? 'warn' });
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }

  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The catalogue is not listening on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const running = app;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    app: running,
    db,
    async close() {
      try {
        await running.close();
      } finally {
        await db.close();
      }
    },
  };
}
