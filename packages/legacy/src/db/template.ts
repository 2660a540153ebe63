import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * In-memory test catalogues start from a migrated and seeded template instead of running initdb, the migrations
 * and the seed each time (7 s on a busy machine, about 1 s of CPU from the template). The template is an uncompressed PGlite
 * data directory in the OS temp folder, named by a hash of the migration and seed sources, so any change to them
 * makes a new one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return /\.(ts|js)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.map') ? [full] : [];
    });
}

let knownPath: string | null = null;

/** The template's file, named by a hash of the migration and seed sources (computed once per process). */
export function templatePath(): string {
  knownPath ??= hashedTemplatePath();
  return knownPath;
}

function hashedTemplatePath(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...sourceFiles(path.join(here, 'migrations')),
    ...sourceFiles(path.join(here, '../seed')),
  ]) {
    hash.update(path.basename(file)).update(readFileSync(file));
  }
  return path.join(tmpdir(), `lexbridge-legacy-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The bytes of the template last read, for the next catalogue this process starts (a test worker starts dozens). */
let lastRead: { file: string; bytes: Uint8Array } | null = null;

/**
 * The template, ready for PGlite's `loadDataDir`, or null when there is none yet. PGlite reads only `arrayBuffer()`
 * and `type` of what it is given, and only reads the bytes (it copies them into its file system). A Node Blob would
 * hand them over as a stream of small chunks, about a second of CPU for the 70 MB template; this hands over the
 * file's bytes as read, and keeps them for the next start.
 */
export function readTemplate(file: string): Blob | null {
  if (lastRead?.file !== file) {
    try {
      const bytes = readFileSync(file);
      lastRead = { file, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } catch {
      return null;
    }
  }
  const { bytes } = lastRead;
  const template: Pick<Blob, 'size' | 'type' | 'arrayBuffer'> = {
    size: bytes.byteLength,
    type: 'application/x-tar',
    arrayBuffer: async () =>
      (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? bytes.buffer
        : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer,
  };
  return template as Blob;
}

/** Written under a temporary name and renamed, so a parallel reader never sees half a file. */
export async function writeTemplate(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}
