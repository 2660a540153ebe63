// `pnpm dev`: the catalogue and the BFF restarting on change (tsx watch), and Vite with hot reload for the SPA.
import {
  buildStale,
  DEMO_PASSWORD,
  DEMO_USERS,
  run,
  startChild,
  superviseChildren,
  waitForUrl,
} from './lib.mjs';

// The BFF's runtime imports @lexbridge/rules from its build.
buildStale();
run('pnpm', ['--filter', '@lexbridge/rules', 'run', 'build']);

const port = process.env.PORT ?? '4000';
const legacyPort = process.env.LEGACY_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const children = superviseChildren();
let legacyUrl = process.env.LEGACY_URL;

try {
  if (!legacyUrl) {
    legacyUrl = `http://127.0.0.1:${legacyPort}`;
    const legacy = children.add(
      startChild('catalogue', 'pnpm', ['--filter', '@lexbridge/legacy', 'run', 'dev'], {
        LEGACY_PORT: legacyPort,
      }),
    );
    await waitForUrl(`${legacyUrl}/health`, 60_000, legacy);
  }
  const bff = children.add(
    startChild('bff', 'pnpm', ['--filter', '@lexbridge/bff', 'run', 'dev'], {
      PORT: port,
      LEGACY_URL: legacyUrl,
      BFF_EXPOSE_LEGACY_CALLS: process.env.BFF_EXPOSE_LEGACY_CALLS ?? 'true',
      // GraphiQL with a signed-in session may run any operation in development (docs/operations.md, the trade-off).
      TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL: process.env.TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL ?? 'true',
    }),
  );
  const web = children.add(
    startChild(
      'web',
      'pnpm',
      ['--filter', '@lexbridge/web', 'run', 'dev', '--port', webPort, '--strictPort'],
      {
        BFF_PORT: port,
      },
    ),
  );
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, 60_000, bff);
  await waitForUrl(`http://127.0.0.1:${webPort}/`, 60_000, web);
} catch (error) {
  children.fail(error);
  await new Promise(() => {});
}

console.log(`
Lexbridge dev servers are running.
  App (Vite, hot reload)  http://localhost:${webPort}/
  GraphiQL                http://localhost:${webPort}/graphiql.html
  BFF                     http://localhost:${port}/graphql
  Catalogue               ${legacyUrl}

Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map(([email]) => email).join(', ')}
Ctrl-C stops everything.`);
