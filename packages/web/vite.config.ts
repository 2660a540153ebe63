import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { versionFile } from './build-plugins/version-file';
import { loginBudget } from './build-plugins/login-budget';
import { splitModules } from './build-plugins/split-modules';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Same-origin in development as in production: the dev server hands these paths to the BFF. */
const bff = `http://127.0.0.1:${process.env.BFF_PORT || 4000}`;
const bffPaths = ['/graphql', '/healthz', '/readyz', '/files'];

/** The BFF serves dist/graphiql.html at /graphiql; the dev server does the same so links work in both. */
function graphiqlPath(): Plugin {
  return {
    name: 'lexbridge:graphiql-path',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/graphiql' || req.url?.startsWith('/graphiql?'))
          req.url = req.url.replace('/graphiql', '/graphiql.html');
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    graphiqlPath(),
    versionFile(),
    // The generated documents and hooks, one module per export: each screen's chunk carries only its own.
    splitModules({ include: /[\\/]src[\\/]gql[\\/](graphql|hooks)\.ts$/ }),
    // Prints what /login loads, and fails the build over its budget (docs/performance.md).
    loginBudget(),
  ],
  resolve: {
    // The rules package is consumed from source: no build step between a rule change and the app.
    alias: { '@lexbridge/rules': here('../rules/src/index.ts') },
  },
  server: {
    proxy: Object.fromEntries(bffPaths.map((path) => [path, { target: bff, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(bffPaths.map((path) => [path, { target: bff, changeOrigin: false }])),
  },
  optimizeDeps: {
    // GraphiQL's worker setup modules must not be pre-bundled, or Monaco's workers fail to load.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL's Monaco editor is one ~2.8 MB chunk that only /graphiql loads; the SPA's chunks stay well below.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      input: {
        main: here('index.html'),
        graphiql: here('graphiql.html'),
      },
      // Chakra's theme module builds its whole default config (every recipe) with a call the bundler cannot know
      // to be pure; it is (defineConfig returns its argument), so an unused default config is left out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      onLog(level, log, handler) {
        // GraphiQL's packages carry React Compiler "use no memo" directives, which a bundle cannot keep; harmless.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
