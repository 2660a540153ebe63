import { createRequire } from 'node:module';
import type CryptoJSModule from 'crypto-js';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, TEST_SECRET, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { encryptSecret } from '@lexbridge/bff/legacy/secret.ts';
import { SECRET_VECTORS } from '@lexbridge/bff/legacy/secret-vectors.ts';
import { launchBrowser } from './browser.js';

const require = createRequire(import.meta.url);

/**
 * The same fixed vectors, three ways: crypto-js's browser build in Chromium, the BFF's node:crypto cipher, and the
 * reference catalogue, which must accept the browser's secret on a real call.
 */
describe('the secret cipher in a browser', () => {
  let harness: Harness;
  let browser: BrowserContext;

  beforeAll(async () => {
    harness = await startHarness();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  it('crypto-js in Chromium, the BFF and the catalogue agree', async () => {
    const page = await browser.newPage();
    await page.setContent('<html><body></body></html>');
    await page.addScriptTag({ path: require.resolve('crypto-js/crypto-js.js') });
    const encryptInBrowser = (plaintext: string, salt: string, passphrase: string) =>
      page.evaluate(
        ([text, saltHex, key]) => {
          // crypto-js's browser build, loaded above as a global; typed by its npm types.
          const CryptoJS = (window as unknown as { CryptoJS: typeof CryptoJSModule }).CryptoJS;
          const options = {
            salt: CryptoJS.enc.Hex.parse(saltHex),
          } as unknown as CryptoJSModule.lib.CipherParams;
          return CryptoJS.lib.PasswordBasedCipher.encrypt(CryptoJS.algo.AES, text, key, options).toString();
        },
        [plaintext, salt, passphrase] as const,
      );

    for (const vector of SECRET_VECTORS) {
      const fromBrowser = await encryptInBrowser(vector.plaintext, vector.salt, vector.passphrase);
      expect(fromBrowser).toBe(vector.secret);
      expect(encryptSecret(vector.plaintext, vector.passphrase, Buffer.from(vector.salt, 'hex'))).toBe(
        vector.secret,
      );
    }

    // The catalogue decrypts a browser-made secret on a real call.
    const form = new URLSearchParams({
      username: 'lawyer@lexbridge.test',
      password: btoa('Demo#2026'),
      grant_type: 'password',
      scope: '',
      environment: 'e2e',
      isPOC: 'false',
    });
    const token = (await (
      await fetch(`${harness.legacyUrl}/Token`, { method: 'POST', body: form })
    ).json()) as { access_token: string; userId: string };
    const secret = await encryptInBrowser(`UserId=${token.userId}`, '0102030405060708', TEST_SECRET);
    const response = await fetch(
      `${harness.legacyUrl}/api/menu/getAllMenus?secret=${encodeURIComponent(secret)}`,
      {
        headers: { authorization: `Bearer ${token.access_token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { Result: unknown[] }).Result.length).toBeGreaterThan(0);
  });
});
