// Micro-benchmark of the legacy `secret` cipher: crypto-js's passphrase mode (what the legacy client used, and
// what the reference catalogue still decrypts with) against the BFF's node:crypto implementation of the same
// format (packages/bff/src/legacy/secret.ts). Prints µs per call (median of interleaved batches after a warm-up).
// Run alone with `node tests/load/cipher-bench.mjs`; `pnpm bench` runs it after the HTTP benchmarks.
// BENCH_CIPHER_MS: time spent per case, warm-up aside (default 400).
import { fileURLToPath } from 'node:url';
import CryptoJS from 'crypto-js';
import { decryptSecret, encryptSecret } from '../../packages/bff/dist/legacy/secret.js';
import { table } from './lib.mjs';

const PASSPHRASE = 'lexbridge-dev-secret-2026';
const PLAINTEXTS = {
  'UserId only (9 B)': 'UserId=3',
  'typical query (~160 B)': new URLSearchParams({
    userEmail: 'lena.lawyer@lexbridge.test',
    lawId: '12345',
    sectionIds: '10,11,12,13,14,15',
    searchKey: 'privacy data retention',
    isLegal: 'true',
    UserId: '3',
  }).toString(),
};

/** Calls per batch so that one batch of `fn` takes about `ms`. */
function batchSize(fn, ms) {
  let batch = 16;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) fn();
    if (performance.now() - start >= ms) return batch;
    batch *= 2;
  }
}

/**
 * µs per call of each case: a warm-up, then batches of every case in turn (so a busy moment on the machine weighs
 * on all cases alike) until each has had `msPerCase`; the median batch of each case.
 */
function measureInterleaved(cases, msPerCase) {
  const warmUntil = performance.now() + msPerCase * 0.3 * cases.length;
  while (performance.now() < warmUntil) for (const fn of cases) for (let i = 0; i < 50; i += 1) fn();
  const batches = cases.map((fn) => batchSize(fn, 10));
  const samples = cases.map(() => []);
  const rounds = Math.max(5, Math.round(msPerCase / 10));
  for (let round = 0; round < rounds; round += 1) {
    cases.forEach((fn, c) => {
      const start = performance.now();
      for (let i = 0; i < batches[c]; i += 1) fn();
      samples[c].push(((performance.now() - start) * 1000) / batches[c]);
    });
  }
  return samples.map((values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]);
}

export function runCipherBench({ msPerCase = Number(process.env.BENCH_CIPHER_MS || 400) } = {}) {
  const rows = [];
  let sink = 0;
  for (const [label, text] of Object.entries(PLAINTEXTS)) {
    const fromCryptoJs = CryptoJS.AES.encrypt(text, PASSPHRASE).toString();
    const fromNode = encryptSecret(text, PASSPHRASE);
    // Both directions agree before anything is timed: same format, same results.
    if (decryptSecret(fromCryptoJs, PASSPHRASE) !== text)
      throw new Error('node:crypto cannot read crypto-js output');
    if (CryptoJS.AES.decrypt(fromNode, PASSPHRASE).toString(CryptoJS.enc.Utf8) !== text) {
      throw new Error('crypto-js cannot read node:crypto output');
    }
    const names = ['cryptoJsEncrypt', 'nodeEncrypt', 'cryptoJsDecrypt', 'nodeDecrypt'];
    const results = measureInterleaved(
      [
        () => (sink += CryptoJS.AES.encrypt(text, PASSPHRASE).toString().length),
        () => (sink += encryptSecret(text, PASSPHRASE).length),
        () => (sink += CryptoJS.AES.decrypt(fromCryptoJs, PASSPHRASE).toString(CryptoJS.enc.Utf8).length),
        () => (sink += decryptSecret(fromCryptoJs, PASSPHRASE).length),
      ],
      msPerCase,
    );
    const row = { plaintext: label, bytes: Buffer.byteLength(text) };
    names.forEach((name, i) => (row[name] = results[i]));
    rows.push(row);
  }
  if (sink === 0) throw new Error('unreachable');
  return rows;
}

export function formatCipherTable(rows) {
  const us = (value) => value.toFixed(2);
  const speedUp = (slow, fast) => `${(slow / fast).toFixed(1)}x`;
  return [
    'secret cipher, µs per call (median of interleaved batches; lower is better)',
    '',
    table(
      [
        'plaintext',
        'crypto-js encrypt',
        'node:crypto encrypt',
        'speed-up',
        'crypto-js decrypt',
        'node:crypto decrypt',
        'speed-up',
      ],
      rows.map((row) => [
        row.plaintext,
        us(row.cryptoJsEncrypt),
        us(row.nodeEncrypt),
        speedUp(row.cryptoJsEncrypt, row.nodeEncrypt),
        us(row.cryptoJsDecrypt),
        us(row.nodeDecrypt),
        speedUp(row.cryptoJsDecrypt, row.nodeDecrypt),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatCipherTable(runCipherBench()));
}
