import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The most JavaScript /login may load, gzip, in kB (1000 bytes, as Vite's own report counts them). */
export const LOGIN_JS_BUDGET_KB = 200;

/** Libraries that must never be part of the first page load: each belongs to a screen that loads it on demand. */
export const LOGIN_FORBIDDEN_MODULES: readonly RegExp[] = [
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:xlsx|exceljs|write-excel-file|read-excel-file|jszip|fflate)[\\/]/,
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:graphiql|@graphiql[\\/][^\\/]+|monaco-editor|react-data-grid|diff|oidc-client-ts)[\\/]/,
];

/** What the budget reads of a bundle: the html's text, and each chunk's code, static imports and module ids. */
export type BundleEntry =
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      imports: readonly string[];
      moduleIds: readonly string[];
    };

export interface EntryCost {
  /** Each script of the page, in load order, with its gzip size in bytes. */
  files: { fileName: string; gzipBytes: number }[];
  totalGzipBytes: number;
  /** Modules of LOGIN_FORBIDDEN_MODULES found in those scripts. */
  forbidden: string[];
}

const gzipBytes = (code: string) => gzipSync(code).length;

/**
 * The JavaScript a browser loads for a page of the build: the html's module script and modulepreload links, and
 * every chunk those import statically (what the html lists already, followed once more in case it lists less).
 * Dynamic imports are not followed: they load only when a screen asks for them.
 */
export function entryCost(htmlFile: string, bundle: Readonly<Record<string, BundleEntry>>): EntryCost {
  const html = bundle[htmlFile];
  if (!html || html.type !== 'asset') throw new Error(`${htmlFile} is not in the build`);
  const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
  const listed = [
    ...text.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...text.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]!.replace(/^\/+/, ''));

  const seen = new Set<string>();
  const files: EntryCost['files'] = [];
  const forbidden: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk')
      throw new Error(`${htmlFile} loads ${fileName}, which is not a chunk of the build`);
    files.push({ fileName, gzipBytes: gzipBytes(chunk.code) });
    for (const id of chunk.moduleIds)
      if (LOGIN_FORBIDDEN_MODULES.some((pattern) => pattern.test(id))) forbidden.push(id);
    chunk.imports.forEach(visit);
  };
  listed.forEach(visit);
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), forbidden };
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The lines `pnpm build` prints: the total against the budget, then each file. */
export function formatEntryCost(cost: EntryCost, budgetKb = LOGIN_JS_BUDGET_KB): string {
  const width = Math.max(...cost.files.map((file) => file.fileName.length));
  return [
    `/login loads ${kB(cost.totalGzipBytes)} kB of JavaScript, gzip (budget ${budgetKb} kB):`,
    ...cost.files.map((file) => `  ${file.fileName.padEnd(width)}  ${kB(file.gzipBytes).padStart(6)} kB`),
  ].join('\n');
}

/**
 * Prints, at the end of the build, what /login loads (index.html's script and modulepreloads, gzip), and fails the
 * build above LOGIN_JS_BUDGET_KB or when a library of LOGIN_FORBIDDEN_MODULES is part of it. docs/performance.md
 * keeps the figure.
 */
export function loginBudget({ htmlFile = 'index.html', budgetKb = LOGIN_JS_BUDGET_KB } = {}): Plugin {
  let report: string | null = null;
  return {
    name: 'lexbridge:login-budget',
    apply: 'build',
    enforce: 'post',
    // Measured once the files are final: Vite still rewrites the chunks' preload markers before writing them.
    writeBundle(_options, bundle) {
      if (!bundle[htmlFile]) return;
      const entries: Record<string, BundleEntry> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        entries[fileName] =
          output.type === 'chunk'
            ? {
                type: 'chunk',
                fileName,
                code: output.code,
                imports: output.imports,
                moduleIds: output.moduleIds,
              }
            : { type: 'asset', fileName, source: output.source };
      }
      const cost = entryCost(htmlFile, entries);
      report = formatEntryCost(cost, budgetKb);
      if (cost.forbidden.length > 0)
        this.error(
          `/login must not load these modules (each screen loads its own on demand):\n  ${cost.forbidden.join('\n  ')}`,
        );
      if (cost.totalGzipBytes > budgetKb * 1000)
        this.error(`${report}\n\nThat is over the budget of ${budgetKb} kB.`);
    },
    closeBundle() {
      if (report) console.log(`\n${report}\n`);
    },
  };
}
