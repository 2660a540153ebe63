import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes a build into `dir` as `vite build` does with emptyOutDir: the old files go, the new ones come. */
function writeBuild(dir: string, build: string, assets: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Lexbridge ${build}</title>`);
  writeFileSync(path.join(dir, 'graphiql.html'), `<!doctype html><title>GraphiQL ${build}</title>`);
  writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ hash: build }));
  for (const [name, content] of Object.entries(assets))
    writeFileSync(path.join(dir, 'assets', name), content);
}

/**
 * The built SPA as the BFF serves it: files are looked up when asked, so a build made while the BFF runs is
 * served without a restart; hashed assets are kept a year, HTML never; other paths that want HTML get the SPA.
 */
describe('the SPA served by the BFF', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lexbridge-web-'));
  const dist = path.join(root, 'dist');
  let harness: Harness;
  const get = (url: string, accept = '*/*') => fetch(`${harness.bffUrl}${url}`, { headers: { accept } });

  beforeAll(async () => {
    writeBuild(dist, 'one', { 'index-AAAA1111.js': 'console.log("one")' });
    harness = await startHarness({ startCatalogue: false, bff: { webDistDir: dist } });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a hashed asset with a year of caching and its validators', async () => {
    const response = await get('/assets/index-AAAA1111.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("one")');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
  });

  it('serves an asset written after it started, and a whole new build, without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-BBBB2222.js'), 'console.log("late")');
    const late = await get('/assets/late-BBBB2222.js');
    expect(late.status).toBe(200);
    expect(await late.text()).toBe('console.log("late")');
    expect(late.headers.get('cache-control')).toBe(IMMUTABLE);

    writeBuild(dist, 'two', { 'index-CCCC3333.js': 'console.log("two")' });
    const fresh = await get('/assets/index-CCCC3333.js');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('console.log("two")');
    expect(fresh.headers.get('cache-control')).toBe(IMMUTABLE);
    // The old build's files are gone with it.
    expect((await get('/assets/index-AAAA1111.js')).status).toBe(404);
    const page = await get('/legal-module/legal-dashboard', 'text/html');
    expect(await page.text()).toContain('Lexbridge two');
    const version = await get('/version.json');
    expect(await version.json()).toEqual({ hash: 'two' });
    expect(version.headers.get('cache-control')).toBe('no-cache');
    expect(await (await get('/graphiql', 'text/html')).text()).toContain('GraphiQL two');
  });

  it('answers every other GET that wants HTML with the SPA, never stored', async () => {
    for (const url of ['/', '/legal-module/legal-dashboard', '/assets', '/assets/', '/index.html']) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
      expect(await response.text(), url).toMatch(/<title>Lexbridge /);
    }
    expect((await get('/legal-module/legal-dashboard', 'text/html')).headers.get('vary')).toMatch(/accept/i);
  });

  it('answers 404 in JSON to a missing file, a directory or a path out of the build for anything but HTML', async () => {
    for (const url of [
      '/assets/missing-DDDD4444.js',
      '/',
      '/assets',
      '/assets/',
      '/../package.json',
      '/%2e%2e/x',
    ]) {
      const response = await get(url, 'application/json');
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ error: 'Not Found' });
    }
  });
});
