#!/usr/bin/env node
// `npm start`: the one command that gets a newcomer a running shop. Installs dependencies when
// they are missing, builds the API and the storefront (Nx caches both), then starts the API,
// which migrates and seeds its database and serves the storefront. Only Node's built-ins here:
// this file runs before node_modules exists.
import { spawn } from 'node:child_process';
import { installDependenciesWhenMissing, npx, run } from './install-dependencies.mjs';

installDependenciesWhenMissing();
run(npx, ['nx', 'run-many', '-t', 'build', '-p', 'api', 'storefront']);

console.log('\n> node dist/apps/api/main.js');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
