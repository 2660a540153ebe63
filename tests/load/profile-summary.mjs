// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time per function and per package, as shares of
// the time the process was busy (idle excluded). `pnpm bench` uses it when BENCH_PROFILE=1; run it alone with
// `node tests/load/profile-summary.mjs <file.cpuprofile> [top]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where a function lives: an npm package, a workspace package, Node itself, or a V8 pseudo-node. */
export function areaOf(url, functionName) {
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (garbage collector), (program), (idle)
    return 'native (V8 builtins, C++)';
  }
  if (url.startsWith('wasm:')) return 'WebAssembly';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (file.startsWith('node:'))
    return `node:${file.slice(5).split('/')[0] === 'internal' ? file.slice(5).split('/')[1] : file.slice(5)}`;
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = file.slice(modules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const inRepo = path.relative(root, file);
  const workspace = /^packages\/([^/]+)\//.exec(inRepo);
  if (workspace) return `@lexbridge/${workspace[1]}`;
  return inRepo.startsWith('..') ? file : inRepo;
}

export function summariseProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const describe = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const area = areaOf(url, name);
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
    return { name, area, where, key: `${name}\u0000${where}\u0000${area}` };
  };
  const info = new Map(profile.nodes.map((node) => [node.id, describe(node)]));

  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const functions = new Map();
  const areas = new Map();
  const functionsOnStack = new Map();
  const areasOnStack = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const self = info.get(id);
    if (self.name === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    functions.set(self.key, (functions.get(self.key) ?? 0) + us);
    areas.set(self.area, (areas.get(self.area) ?? 0) + us);
    // Inclusive time: every function and area on this sample's stack, each counted once.
    const seenFunctions = new Set();
    const seenAreas = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = info.get(at);
      if (frame.name === '(root)') break;
      seenFunctions.add(frame.key);
      seenAreas.add(frame.area);
    }
    for (const key of seenFunctions) functionsOnStack.set(key, (functionsOnStack.get(key) ?? 0) + us);
    for (const area of seenAreas) areasOnStack.set(area, (areasOnStack.get(area) ?? 0) + us);
  }
  const rank = (map, keep = () => true) =>
    [...map.entries()]
      .filter(([key]) => keep(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => ({ key, ms: us / 1000, share: busy ? us / busy : 0 }));
  const asFunction = ({ key, ms, share }) => {
    const [name, where, area] = key.split('\u0000');
    return { name, where, area, ms, share };
  };
  // Inclusive lists are about the application's code: Node internals and V8 pseudo-frames wrap everything.
  const application = (key) => {
    const area = key.includes('\u0000') ? key.split('\u0000')[2] : key;
    return !area.startsWith('node:') && !area.startsWith('(') && !area.startsWith('native');
  };
  return {
    file,
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    functions: rank(functions).map(asFunction),
    areas: rank(areas).map(({ key, ms, share }) => ({ area: key, ms, share })),
    functionsOnStack: rank(functionsOnStack, application).map(asFunction),
    areasOnStack: rank(areasOnStack, application).map(({ key, ms, share }) => ({ area: key, ms, share })),
  };
}

export function formatProfileSummary(summary) {
  const pct = (share) => `${(share * 100).toFixed(1)}%`;
  const lines = [
    `CPU profile ${path.relative(process.cwd(), summary.file)}: busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    '',
    'self time by package / area:',
    ...summary.areas.map((a) => `  ${pct(a.share).padStart(6)}  ${a.area}`),
    '',
    'top functions by self time:',
    ...summary.functions.map((f) => `  ${pct(f.share).padStart(6)}  ${f.name}  ${f.where}  [${f.area}]`),
    '',
    'packages on the stack (inclusive: the share of busy time spent in or below their code):',
    ...summary.areasOnStack.map((a) => `  ${pct(a.share).padStart(6)}  ${a.area}`),
    '',
    'application functions on the stack (inclusive):',
    ...summary.functionsOnStack.map(
      (f) => `  ${pct(f.share).padStart(6)}  ${f.name}  ${f.where}  [${f.area}]`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node tests/load/profile-summary.mjs <file.cpuprofile> [top]');
    process.exit(2);
  }
  console.log(formatProfileSummary(summariseProfile(path.resolve(file), Number(top || 25))));
}
