import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * In-memory test catalogues start from a migrated and seeded template instead of running initdb, the migrations
 * and the seed each time (7 s on a busy machine, about 1.5 s from the template). The template is an uncompressed PGlite
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

export function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...sourceFiles(path.join(here, 'migrations')),
    ...sourceFiles(path.join(here, '../seed')),
  ]) {
    hash.update(path.basename(file)).update(readFileSync(file));
  }
  return path.join(tmpdir(), `lexbridge-legacy-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

export function readTemplate(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}

/** Written under a temporary name and renamed, so a parallel reader never sees half a file. */
export async function writeTemplate(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}
