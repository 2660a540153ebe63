import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import CryptoJS from 'crypto-js';

const OPENSSL_MAGIC = Buffer.from('Salted__', 'latin1');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decrypts the `secret` query parameter exactly as the legacy catalogue does (crypto-js passphrase mode, the
 * OpenSSL "Salted__" format). Returns null for anything that is not a non-empty UTF-8 plaintext, so every
 * failure maps to the same 400.
 */
export function decryptSecret(secret: string, passphrase: string): string | null {
  // A client that forgets to percent-encode the parameter sends '+' and it arrives as ' '; base64 has no spaces,
  // so putting them back is safe and matches what the real catalogue tolerates.
  const normalized = secret.trim().replace(/ /g, '+');
  if (!isOpenSslPayload(normalized)) return null;
  try {
    const plaintext = CryptoJS.AES.decrypt(normalized, passphrase).toString(CryptoJS.enc.Utf8);
    return plaintext === '' ? null : plaintext;
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when a wrong passphrase yields bytes that are not UTF-8.
    return null;
  }
}

/**
 * Produces a `secret` the way the BFF's crypto-js call does, written against node:crypto so tests check the two
 * implementations against each other. `salt` (8 bytes) is only for fixed test vectors and the documented example;
 * real calls must use a fresh random salt.
 */
export function encryptSecret(plaintext: string, passphrase: string, salt: Buffer = randomBytes(8)): string {
  if (salt.length !== 8) throw new Error('The OpenSSL salt is exactly 8 bytes');
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([OPENSSL_MAGIC, salt, ciphertext]).toString('base64');
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: 32-byte AES-256 key followed by a 16-byte IV. */
function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/** "Salted__" + 8-byte salt + at least one whole AES block. */
function isOpenSslPayload(value: string): boolean {
  if (value.length % 4 !== 0 || !BASE64.test(value)) return false;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length >= 32 && (bytes.length - 16) % 16 === 0 && bytes.subarray(0, 8).equals(OPENSSL_MAGIC);
}
