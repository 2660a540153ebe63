import { buildLegacyApp } from './app.js';
import { ConfigError, loadConfig, type LegacyConfig } from './config.js';
import { dbOptionsFromConfig, openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './seed/seed.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: LegacyConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message);
}

let db: Db;
let applied: number[];
let seeded: boolean;
try {
  db = await openDb(dbOptionsFromConfig(config.database));
} catch (error) {
  fail(
    `legacy catalogue: could not open the database: ${error instanceof Error ? error.message : String(error)}`,
  );
}
// A first start migrates and seeds for a while (a minute on a small machine): each step says it is under way, so
// whoever waits for the catalogue (pnpm start) can tell progress from a hang.
const progress = (step: string) =>
  process.stdout.write(`legacy catalogue: preparing the database: ${step}\n`);
try {
  applied = await migrate(db, undefined, progress);
  seeded = await seedDemoData(db, progress);
} catch (error) {
  await db.close();
  fail(
    `legacy catalogue: could not prepare the database: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const app = buildLegacyApp({ ...config, db, testControls: false });
if (applied.length > 0) app.log.info({ versions: applied }, 'applied migrations');
if (seeded) app.log.info('seeded the demo users and menus');

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish first, then the database closes; a stuck request cannot hold the exit forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
  } finally {
    await db.close();
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info({ url, database: db.description }, `legacy catalogue listening at ${url}`);
} catch (error) {
  app.log.fatal({ err: error }, 'could not start the legacy catalogue');
  await db.close();
  process.exit(1);
}
