// Part of `pnpm lint`: fails when a package's modules import each other in a circle. Type-only imports count too:
// a cycle through types still ties two modules together, so one cannot change or be read without the other.
// dpdm reads the TypeScript sources as they are (types included); a run over the workspace takes a few seconds.
import path from 'node:path';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { root } from './lib.mjs';

const PACKAGES = ['rules', 'legacy', 'bff', 'web'];

let found = 0;
for (const name of PACKAGES) {
  const tree = await parseDependencyTree(`packages/${name}/src/**/*.{ts,tsx}`, {
    cwd: root,
    context: root,
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    // Only the package's own modules: what lies in node_modules is not ours to untangle.
    exclude: /node_modules/,
    tsconfig: path.join(root, 'packages', name, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  const circulars = parseCircular(tree, false);
  if (circulars.length === 0) continue;
  found += circulars.length;
  console.error(`Import cycles in packages/${name}:\n${prettyCircular(circulars, '  ')}`);
}

if (found > 0) {
  console.error(
    `\n${found} import cycle(s). Move the shared part (often a type) to a module of its own that both sides import.`,
  );
  process.exit(1);
}
console.log(`no import cycles in ${PACKAGES.map((name) => `packages/${name}`).join(', ')}`);
