// Shared by `npm start` and `npm test`, which both run on a fresh clone before node_modules
// exists: Node's built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command in the foreground, echoing it first; exits with its status when it fails. */
export function run(command, args, options = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `npm install` when node_modules has not been installed yet. Not `npm ci`: it refuses this
 * lockfile, because the registry we install from lacks some other platforms' optional binaries
 * (e.g. @swc/core-darwin-*), so they are absent from the lock and npm ci counts that as "out of
 * sync". npm install honours the lockfile's versions just the same.
 */
export function installDependenciesWhenMissing(workspaceRoot = process.cwd()) {
  if (existsSync(join(workspaceRoot, 'node_modules/.package-lock.json'))) return;
  run(npm, ['install', '--no-audit', '--no-fund'], { cwd: workspaceRoot });
}
