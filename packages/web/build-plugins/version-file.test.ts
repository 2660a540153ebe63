// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildHash, VERSION_FILE_NAME, versionFile } from './version-file';

const chunk = (fileName: string, code: string) => ({ fileName, type: 'chunk' as const, code });
const asset = (fileName: string, source: string) => ({ fileName, type: 'asset' as const, source });

describe('the version file plugin', () => {
  it('hashes names and contents, in any order, ignoring an earlier version.json', () => {
    const files = [chunk('assets/main-1.js', 'a'), asset('index.html', '<html>')];
    const hash = buildHash(files);
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    expect(buildHash([...files].reverse())).toBe(hash);
    expect(buildHash([...files, asset(VERSION_FILE_NAME, '{"hash":"old"}')])).toBe(hash);
    expect(buildHash([chunk('assets/main-1.js', 'b'), asset('index.html', '<html>')])).not.toBe(hash);
    expect(buildHash([chunk('assets/main-2.js', 'a'), asset('index.html', '<html>')])).not.toBe(hash);
  });

  it('emits version.json with the hash of the bundle', () => {
    const plugin = versionFile();
    const emitFile = vi.fn();
    const bundle = { 'assets/main-1.js': chunk('assets/main-1.js', 'a') };
    const generateBundle = plugin.generateBundle as unknown as (
      this: { emitFile: typeof emitFile },
      options: unknown,
      files: typeof bundle,
    ) => void;
    generateBundle.call({ emitFile }, {}, bundle);
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'version.json',
      source: `${JSON.stringify({ hash: buildHash(Object.values(bundle)) })}\n`,
    });
  });
});
