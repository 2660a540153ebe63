import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Absolute paths, so the same config works from the repository root (`pnpm codegen`) and from the web package's
// staleness test (packages/web/src/gql/codegen.test.ts), whatever the working directory.
const root = dirname(fileURLToPath(import.meta.url));
const web = join(root, 'packages/web');

const config: CodegenConfig = {
  schema: join(root, 'schema/schema.graphql'),
  documents: [join(web, 'src/**/*.graphql')],
  ignoreNoDocuments: false,
  generates: {
    // Typed document nodes and the operation types, and the trusted documents manifest: persisted-documents.json
    // maps each operation's sha256 hash to its normalised text. The BFF lets cookie sessions run only those
    // operations (TRUSTED_DOCUMENTS), and the SPA sends the hash with each request (src/lib/apollo-client.ts).
    [join(web, 'src/gql/')]: {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      config: {
        scalars: { DateTimeISO: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // One named hook per operation over Apollo Client 4's useQuery / useLazyQuery / useMutation.
    [join(web, 'src/gql/hooks.ts')]: {
      plugins: [join(web, 'codegen/hooks-plugin.cjs')],
      config: { documentsModule: './graphql', rootDir: web },
    },
  },
};

export default config;
