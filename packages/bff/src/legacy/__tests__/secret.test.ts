import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { cachedSecret, decryptSecret, encryptSecret } from '../secret.js';
import { SECRET_VECTORS } from '../secret-vectors.js';

const PASSPHRASE = 'lexbridge-dev-secret-2026';

function cryptoJsWithSalt(plaintext: string, salt: string, passphrase = PASSPHRASE): string {
  // crypto-js's own passphrase path (EvpKDF + OpenSSL formatter) with the salt fixed instead of random.
  const params = CryptoJS.lib.PasswordBasedCipher.encrypt(CryptoJS.algo.AES, plaintext, passphrase, {
    salt: CryptoJS.enc.Hex.parse(salt),
  } as unknown as CryptoJS.lib.CipherParams);
  return params.toString();
}

describe('the legacy secret cipher', () => {
  it.each(SECRET_VECTORS)(
    'matches crypto-js byte for byte: $plaintext',
    ({ plaintext, salt, passphrase, secret }) => {
      const ours = encryptSecret(plaintext, passphrase, Buffer.from(salt, 'hex'));
      expect(ours).toBe(cryptoJsWithSalt(plaintext, salt, passphrase));
      expect(ours).toBe(secret);
      expect(decryptSecret(secret, passphrase)).toBe(plaintext);
    },
  );

  it('pins the format with a fixed vector', () => {
    expect(
      encryptSecret('UserId=7', PASSPHRASE, Buffer.from('0001020304050607', 'hex')),
    ).toMatchInlineSnapshot(`"U2FsdGVkX18AAQIDBAUGBy4OpF40PZKE56xpB2BDcF4="`);
  });

  it('is decrypted by crypto-js exactly as the catalogue does it', () => {
    const secret = encryptSecret('a=1&UserId=3', PASSPHRASE);
    expect(CryptoJS.AES.decrypt(secret, PASSPHRASE).toString(CryptoJS.enc.Utf8)).toBe('a=1&UserId=3');
    expect(secret.startsWith('U2FsdGVkX1')).toBe(true); // base64 of "Salted__"
  });

  it('decrypts what crypto-js encrypts, with a random salt', () => {
    const secret = CryptoJS.AES.encrypt('lawId=42&UserId=9', PASSPHRASE).toString();
    expect(decryptSecret(secret, PASSPHRASE)).toBe('lawId=42&UserId=9');
  });

  it('uses a fresh salt each time', () => {
    expect(encryptSecret('x=1', PASSPHRASE)).not.toBe(encryptSecret('x=1', PASSPHRASE));
  });

  it('refuses a secret made with another passphrase or tampered with', () => {
    // A fixed salt: with a random one, one wrong key in a few hundred happens to end in valid padding.
    const secret = encryptSecret('x=1', PASSPHRASE, Buffer.from('0001020304050607', 'hex'));
    expect(() => decryptSecret(secret, 'another-key')).toThrow();
    expect(() => decryptSecret('not-a-secret', PASSPHRASE)).toThrow();
  });

  it('keeps the secret of a repeated query string for five minutes, then makes a fresh one', () => {
    const start = 1_000_000;
    const first = cachedSecret('UserId=7&x=1', PASSPHRASE, start);
    expect(cachedSecret('UserId=7&x=1', PASSPHRASE, start + 60_000)).toBe(first);
    expect(cachedSecret('UserId=7&x=2', PASSPHRASE, start + 60_000)).not.toBe(first);
    expect(cachedSecret('UserId=7&x=1', 'another-key', start)).not.toBe(first);
    const later = cachedSecret('UserId=7&x=1', PASSPHRASE, start + 5 * 60_000 + 1);
    expect(later).not.toBe(first);
    expect(decryptSecret(later, PASSPHRASE)).toBe('UserId=7&x=1');
  });
});
