import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Flags that work for root in a container with no network beyond localhost (root needs --no-sandbox). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with a fresh profile; no tool ever downloads a browser. */
export async function launchBrowser(): Promise<BrowserContext> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const profile = mkdtempSync(path.join(tmpdir(), 'lexbridge-e2e-'));
  return chromium.launchPersistentContext(profile, { executablePath, headless: true, args: CHROMIUM_ARGS });
}
