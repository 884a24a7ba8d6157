// The browser tests use a system Chromium (Playwright's own download does not work on our
// machines): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Debian's package installed
// here when we may (root with apt-get).
import { spawnSync } from 'node:child_process';
import { findOnPath, isExecutable, isRoot, SetupError } from './processes.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium executable for Playwright, or an error whose message is one line saying what to
 * install or set.
 */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new SetupError(`CHROMIUM_PATH is ${configured}, which is not an executable file: fix or unset it.`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isRoot() && findOnPath('apt-get')) {
    console.log("Chromium: not found, installing Debian's chromium package");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      console.log(`> apt-get ${args.join(' ')}`);
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0)
        throw new SetupError(
          `apt-get ${args[0]} failed: install Chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
        );
    }
    if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new SetupError(
    `Chromium not found: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium executable.`,
  );
}
