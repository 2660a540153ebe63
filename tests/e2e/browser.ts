import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download } from 'playwright-core';
import { inject } from 'vitest';

let connection: Promise<Browser> | null = null;

/**
 * The run's one Chromium (started by global-setup.ts), reached over its WebSocket once per worker. A browser
 * that went away (a crash) is connected to again on the next call.
 */
function sharedBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject('chromiumEndpoint')).then((browser) => {
    browser.on('disconnected', () => {
      connection = null;
    });
    return browser;
  });
  return connection;
}

/**
 * A fresh browser context (its own cookies, storage and cache, like a new profile) in the run's shared Chromium.
 * Close it when the journey is done.
 */
export async function launchBrowser(): Promise<BrowserContext> {
  return (await sharedBrowser()).newContext();
}

/** Where a download was saved on this machine (the shared browser sends it over its connection). */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(
    await mkdtemp(path.join(tmpdir(), 'lexbridge-download-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return file;
}
