import { createCipheriv, createDecipheriv, hash, randomFillSync } from 'node:crypto';

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
  // EVP_BytesToKey, MD5, one round: D1 = MD5(pass | salt), Di = MD5(Di-1 | pass | salt); key = D1 | D2, iv = D3.
  const tail = Buffer.concat([passphrase, salt]);
  const first = hash('md5', tail, 'buffer');
  const second = hash('md5', Buffer.concat([first, tail]), 'buffer');
  const third = hash('md5', Buffer.concat([second, tail]), 'buffer');
  return { key: Buffer.concat([first, second]), iv: third };
}

/** Random salts are cut from one pool, refilled when spent: one system call per 512 salts instead of one per salt. */
const SALT_POOL = Buffer.alloc(8 * 512);
let saltOffset = SALT_POOL.length;

function freshSalt(): Buffer {
  if (saltOffset === SALT_POOL.length) {
    randomFillSync(SALT_POOL);
    saltOffset = 0;
  }
  const salt = Buffer.from(SALT_POOL.subarray(saltOffset, saltOffset + 8));
  saltOffset += 8;
  return salt;
}

let lastPassphrase = '';
let lastPassphraseBytes = Buffer.alloc(0);

function passphraseBytes(passphrase: string): Buffer {
  if (passphrase !== lastPassphrase) {
    lastPassphraseBytes = Buffer.from(passphrase, 'utf8');
    lastPassphrase = passphrase;
  }
  return lastPassphraseBytes;
}

/** How long, and for how many distinct query strings at most, `cachedSecret` keeps a secret. */
const SECRET_CACHE_MS = 5 * 60_000;
const SECRET_CACHE_SIZE = 2000;
const secrets = new Map<string, { secret: string; expiresAt: number }>();

/**
 * The secret of a query string, made again only after SECRET_CACHE_MS: the same reads (a user's inbox counts,
 * their lookups) repeat all the time, and encrypting is most of a legacy call's own cost. Within that time the same
 * query string travels with the same salt; the catalogue decrypts any salt alike. At most SECRET_CACHE_SIZE strings
 * are kept, oldest out first.
 */
export function cachedSecret(plaintext: string, passphrase: string, now = Date.now()): string {
  const key = `${passphrase.length}:${passphrase}\u0000${plaintext}`;
  const known = secrets.get(key);
  if (known && known.expiresAt > now) return known.secret;
  const secret = encryptSecret(plaintext, passphrase);
  if (known) secrets.delete(key);
  else if (secrets.size >= SECRET_CACHE_SIZE) secrets.delete(secrets.keys().next().value!);
  secrets.set(key, { secret, expiresAt: now + SECRET_CACHE_MS });
  return secret;
}

export function encryptSecret(plaintext: string, passphrase: string, salt: Buffer = freshSalt()): string {
  if (salt.length !== 8) throw new Error('The salt must be 8 bytes');
  const { key, iv } = deriveKeyAndIv(passphraseBytes(passphrase), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([SALTED, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

/** Refuses bytes that are not UTF-8 instead of replacing them, so a wrong passphrase fails loudly. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The inverse, for tests and tools; throws on anything that is not a well-formed secret for this passphrase. */
export function decryptSecret(secret: string, passphrase: string): string {
  const raw = Buffer.from(secret, 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED)) throw new Error('Not a salted secret');
  const { key, iv } = deriveKeyAndIv(Buffer.from(passphrase, 'utf8'), raw.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return STRICT_UTF8.decode(Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]));
}
