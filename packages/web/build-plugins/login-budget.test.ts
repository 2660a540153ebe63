import { describe, expect, it } from 'vitest';
import { entryCost, formatEntryCost, LOGIN_JS_BUDGET_KB, type BundleEntry } from './login-budget';

const html = (body: string): BundleEntry => ({
  type: 'asset',
  fileName: 'index.html',
  source: `<html><head>${body}</head></html>`,
});
const chunk = (
  fileName: string,
  code: string,
  imports: string[] = [],
  moduleIds: string[] = [],
): BundleEntry => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  moduleIds,
});

describe('the /login budget', () => {
  it('is 200 kB of JavaScript, gzip', () => {
    expect(LOGIN_JS_BUDGET_KB).toBe(200);
  });

  it("counts the page's module script, its modulepreloads and what they import statically, each once", () => {
    const bundle = {
      'index.html': html(
        '<script type="module" crossorigin src="/assets/main.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/a.css">',
      ),
      'assets/main.js': chunk('assets/main.js', 'main();'.repeat(50), [
        'assets/react.js',
        'assets/shared.js',
      ]),
      'assets/react.js': chunk('assets/react.js', 'react();'.repeat(50)),
      'assets/shared.js': chunk('assets/shared.js', 'shared();', ['assets/react.js']),
      'assets/area.js': chunk('assets/area.js', 'a screen loaded on demand'.repeat(1000)),
    };
    const cost = entryCost('index.html', bundle);
    expect(cost.files.map((file) => file.fileName)).toEqual([
      'assets/main.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(cost.totalGzipBytes).toBe(cost.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(cost.forbidden).toEqual([]);
    expect(formatEntryCost(cost)).toMatch(
      /^\/login loads \d+\.\d kB of JavaScript, gzip \(budget 200 kB\):\n {2}assets\/main\.js/,
    );
  });

  it('names an Excel library, GraphiQL or the data grid found in what /login loads', () => {
    const bundle = {
      'index.html': html('<script type="module" src="/assets/main.js"></script>'),
      'assets/main.js': chunk(
        'assets/main.js',
        'x',
        [],
        [
          '/repo/node_modules/.pnpm/xlsx@0.18.5/node_modules/xlsx/xlsx.mjs',
          '/repo/node_modules/.pnpm/exceljs@4.4.0/node_modules/exceljs/dist/es5/index.js',
          '/repo/packages/web/src/main.tsx',
          '/repo/node_modules/react-data-grid/lib/bundle.js',
        ],
      ),
    };
    expect(entryCost('index.html', bundle).forbidden).toEqual([
      '/repo/node_modules/.pnpm/xlsx@0.18.5/node_modules/xlsx/xlsx.mjs',
      '/repo/node_modules/.pnpm/exceljs@4.4.0/node_modules/exceljs/dist/es5/index.js',
      '/repo/node_modules/react-data-grid/lib/bundle.js',
    ]);
  });
});
