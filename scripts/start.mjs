// `pnpm start`: builds what is stale, starts the reference catalogue (unless LEGACY_URL is set) and the BFF
// serving the SPA, prints where everything is, and stops it all on Ctrl-C.
import {
  BFF_NODE_FLAGS,
  buildStale,
  DEMO_PASSWORD,
  DEMO_USERS,
  startChild,
  superviseChildren,
  waitForUrl,
} from './lib.mjs';

buildStale();

const port = process.env.PORT ?? '4000';
/** The demo users' column is as wide as the longest address. */
const EMAIL_WIDTH = Math.max(...DEMO_USERS.map(([email]) => email.length));
const legacyPort = process.env.LEGACY_PORT ?? '4010';
const children = superviseChildren();
let legacyUrl = process.env.LEGACY_URL;

try {
  if (!legacyUrl) {
    legacyUrl = `http://127.0.0.1:${legacyPort}`;
    const legacy = children.add(
      startChild('catalogue', process.execPath, ['packages/legacy/dist/main.js'], {
        LEGACY_PORT: legacyPort,
      }),
    );
    // A first start migrates and seeds, printing each step: the wait lasts as long as the steps keep coming.
    await waitForUrl(`${legacyUrl}/health`, 60_000, legacy);
  }

  // With the embedded reference catalogue this is a demo: GraphiQL with a signed-in session may run any operation.
  // Against a real catalogue (LEGACY_URL) the product's default holds (docs/operations.md, "Trusted documents").
  const graphiql = process.env.LEGACY_URL
    ? {}
    : { TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL: process.env.TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL ?? 'true' };
  // The embedded catalogue runs on this machine, where the browser reaches it too: that makes it public, which
  // turns on its stand-in report tool for the embedded dashboards. An external LEGACY_URL stays internal unless
  // LEGACY_PUBLIC_URL says otherwise.
  const publicCatalogue = process.env.LEGACY_URL
    ? {}
    : { LEGACY_PUBLIC_URL: process.env.LEGACY_PUBLIC_URL ?? legacyUrl };
  const bff = children.add(
    startChild('bff', process.execPath, [...BFF_NODE_FLAGS, 'packages/bff/dist/main.js'], {
      PORT: port,
      LEGACY_URL: legacyUrl,
      ...publicCatalogue,
      ...graphiql,
    }),
  );
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, 60_000, bff);
} catch (error) {
  // Nothing is left behind: a second start must find its ports free.
  children.fail(error);
  await new Promise(() => {});
}
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';

console.log(`
Lexbridge is running.
  App        http://${host}:${port}/
  GraphQL    http://${host}:${port}/graphql
  GraphiQL   http://${host}:${port}/graphiql
  Health     http://${host}:${port}/healthz   readiness http://${host}:${port}/readyz
  Catalogue  ${legacyUrl}${process.env.LEGACY_URL ? ' (external)' : ' (reference, embedded PGlite)'}

Demo users (password ${DEMO_PASSWORD}):
${DEMO_USERS.map(([email, role]) => `  ${email.padEnd(EMAIL_WIDTH)} ${role}`).join('\n')}

Ctrl-C stops everything.`);
