// `pnpm test`: every check of the product, in the order that fails fastest: static checks, unit and
// integration tests of each package, the contract suite, the scale-out suite (two BFF processes on Redis and
// PostgreSQL, and a soak test of a minute), then the browser journeys in headless Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildStale, run } from './lib.mjs';

function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(wanted)) return;
  const canApt =
    typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Chromium is missing at ${wanted}: install Debian's (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run pnpm test again.`,
    );
    process.exit(1);
  }
  console.log("installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
  }
  if (result.status !== 0 || !existsSync(wanted)) {
    console.error(
      'Could not install chromium with apt-get; install it yourself (apt-get install -y chromium) and retry.',
    );
    process.exit(1);
  }
}

const only = process.argv[2];
const steps = {
  static: () => {
    run('pnpm', ['-r', 'run', 'typecheck']);
    run('pnpm', ['run', 'lint']);
    run('pnpm', ['exec', 'prettier', '--check', '.']);
  },
  unit: () => run('pnpm', ['-r', '--filter', './packages/**', 'run', 'test']),
  contract: () => run('pnpm', ['run', 'test:contract']),
  replicas: () => run('pnpm', ['run', 'test:replicas']),
  e2e: () => {
    ensureChromium();
    run('pnpm', ['run', 'test:e2e']);
  },
};

ensureChromium();
buildStale();
for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  console.log(`\n=== ${name} ===`);
  step();
}
console.log('\nall tests passed');
