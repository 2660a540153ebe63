// Test workers import the code once for all their files (`isolate: false`): most of a suite's time used to go into
// importing the same modules again for every file. A file that mocks a module (vi.mock, vi.doMock) needs a fresh
// module graph, since the module may already be loaded unmocked, so such files are found here, by their text, and
// run in a project of their own that isolates each file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS = /\bvi\.(?:do)?mock\(/;
const TEST_FILE = /\.(?:test|e2e)\.tsx?$/;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The test files under `dirs` (relative to `root`) that mock a module, as paths relative to `root`. */
export function filesThatMock(root, dirs) {
  return dirs
    .flatMap((dir) => walk(path.join(root, dir)))
    .filter((file) => MOCKS.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
