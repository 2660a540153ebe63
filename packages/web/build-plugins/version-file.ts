import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const VERSION_FILE_NAME = 'version.json';

/** What a dev server answers: it has no build to hash, and the check must not reload it. */
export const DEVELOPMENT_HASH = 'development';

interface BundleFile {
  fileName: string;
  type: 'chunk' | 'asset';
  code?: string;
  source?: string | Uint8Array;
}

/** A hash over every file of the build (names and contents), so only a build that differs gets a new one. */
export function buildHash(files: readonly BundleFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) =>
    a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
  )) {
    if (file.fileName === VERSION_FILE_NAME) continue;
    hash.update(file.fileName);
    hash.update('\0');
    hash.update(file.type === 'chunk' ? (file.code ?? '') : (file.source ?? ''));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/**
 * Writes dist/version.json ({"hash": …}) for the SPA's new-version check (lib/version-check.ts),
 * and serves a fixed development hash from the dev server.
 */
export function versionFile(): Plugin {
  return {
    name: 'lexbridge:version-file',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${VERSION_FILE_NAME}`) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify({ hash: DEVELOPMENT_HASH }));
      });
    },
    generateBundle(_options, bundle) {
      const hash = buildHash(Object.values(bundle) as BundleFile[]);
      this.emitFile({ type: 'asset', fileName: VERSION_FILE_NAME, source: `${JSON.stringify({ hash })}\n` });
    },
  };
}
