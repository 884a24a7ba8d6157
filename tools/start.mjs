#!/usr/bin/env node
// `npm start`: the one command that gets a newcomer a running shop. Installs dependencies when
// they are missing, builds the API and the storefront (Nx caches both), then starts the API,
// which migrates and seeds its database and serves the storefront. Only Node's built-ins here:
// this file runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('node_modules/.package-lock.json')) run(npm, ['install', '--no-audit', '--no-fund']);
run(npx, ['nx', 'run-many', '-t', 'build', '-p', 'api', 'storefront']);

console.log('\n> node dist/apps/api/main.js');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
