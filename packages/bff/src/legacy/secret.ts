import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The legacy `secret` parameter: the query string encrypted exactly as `CryptoJS.AES.encrypt(text, passphrase)
 * .toString()` does it, i.e. OpenSSL's salted format: base64("Salted__" | 8-byte salt | AES-256-CBC ciphertext),
 * key and IV from EVP_BytesToKey with MD5 and one round, PKCS#7 padding.
 *
 * crypto-js's own passphrase mode costs about 60 µs per call; node:crypto does the same work in a few, and this
 * runs on every legacy read. crypto-js stays the oracle: the tests check both directions against it.
 */
const SALTED = Buffer.from('Salted__', 'latin1');

function deriveKeyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length < 3) {
    previous = createHash('md5').update(previous).update(passphrase).update(salt).digest();
    blocks.push(previous);
  }
  return { key: Buffer.concat([blocks[0]!, blocks[1]!]), iv: blocks[2]! };
}

export function encryptSecret(plaintext: string, passphrase: string, salt: Buffer = randomBytes(8)): string {
  if (salt.length !== 8) throw new Error('The salt must be 8 bytes');
  const { key, iv } = deriveKeyAndIv(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([SALTED, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

/** The inverse, for tests and tools; throws on anything that is not a well-formed secret for this passphrase. */
export function decryptSecret(secret: string, passphrase: string): string {
  const raw = Buffer.from(secret, 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED)) throw new Error('Not a salted secret');
  const { key, iv } = deriveKeyAndIv(Buffer.from(passphrase, 'utf8'), raw.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}
