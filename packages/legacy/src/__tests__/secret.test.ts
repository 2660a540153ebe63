import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY, decryptSecret, encryptSecret } from '../index.js';

const plaintext = 'userEmail=lawyer%40lexbridge.test&UserId=2';
const FIXED_SALT = Buffer.from('0102030405060708', 'hex');
// Produced by encryptSecret(plaintext, DEFAULT_SECRET_KEY, FIXED_SALT); quoted in docs/legacy-api.md.
const FIXED_VECTOR =
  'U2FsdGVkX18BAgMEBQYHCLtRcAS/CWGYqcebvofcLTUTEGPDst+KNEje1Y0dCXtd8IRF0a2TyzlaHeptroWnvA==';

describe('the secret cipher', () => {
  it('reads what the BFF writes with crypto-js', () => {
    const secret = CryptoJS.AES.encrypt(plaintext, DEFAULT_SECRET_KEY).toString();
    expect(decryptSecret(secret, DEFAULT_SECRET_KEY)).toBe(plaintext);
  });

  it('writes what crypto-js reads, in the OpenSSL Salted__ format', () => {
    const secret = encryptSecret(plaintext, DEFAULT_SECRET_KEY);
    expect(Buffer.from(secret, 'base64').subarray(0, 8).toString('latin1')).toBe('Salted__');
    expect(CryptoJS.AES.decrypt(secret, DEFAULT_SECRET_KEY).toString(CryptoJS.enc.Utf8)).toBe(plaintext);
  });

  it('matches the documented fixed-salt vector', () => {
    expect(encryptSecret(plaintext, DEFAULT_SECRET_KEY, FIXED_SALT)).toBe(FIXED_VECTOR);
    expect(CryptoJS.AES.decrypt(FIXED_VECTOR, DEFAULT_SECRET_KEY).toString(CryptoJS.enc.Utf8)).toBe(
      plaintext,
    );
  });

  it('uses a fresh salt per call', () => {
    expect(encryptSecret(plaintext, DEFAULT_SECRET_KEY)).not.toBe(
      encryptSecret(plaintext, DEFAULT_SECRET_KEY),
    );
  });

  it('tolerates a + that arrived as a space', () => {
    let secret = encryptSecret(plaintext, DEFAULT_SECRET_KEY);
    while (!secret.includes('+')) secret = encryptSecret(plaintext, DEFAULT_SECRET_KEY);
    expect(decryptSecret(secret.replace(/\+/g, ' '), DEFAULT_SECRET_KEY)).toBe(plaintext);
  });

  it.each([
    // A fixed salt: with a random one, a wrong key now and then decrypts to bytes that pass as UTF-8.
    ['another passphrase', encryptSecret(plaintext, 'another-key', Buffer.from('0001020304050607', 'hex'))],
    ['plain text', 'UserId=2'],
    ['base64 without the Salted__ header', Buffer.from('x'.repeat(48)).toString('base64')],
    ['a truncated ciphertext', encryptSecret(plaintext, DEFAULT_SECRET_KEY).slice(0, 40)],
    ['an empty plaintext', encryptSecret('', DEFAULT_SECRET_KEY)],
    ['an empty string', ''],
  ])('rejects %s', (_label, secret) => {
    expect(decryptSecret(secret, DEFAULT_SECRET_KEY)).toBeNull();
  });
});
