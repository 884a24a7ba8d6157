#!/usr/bin/env node
// Runs a command only when an environment variable is set, and says plainly when it does not,
// e.g. the PostgreSQL run of the API tests needs TEST_DATABASE_URL.
// Usage: node tools/run-if-env.mjs VAR -- command [args...]
import { spawnSync } from 'node:child_process';

const [variable, separator, command, ...args] = process.argv.slice(2);
if (!variable || separator !== '--' || !command) {
  console.error('usage: node tools/run-if-env.mjs VAR -- command [args...]');
  process.exit(2);
}
if (!process.env[variable]) {
  console.log(`${variable} is not set: skipping '${[command, ...args].join(' ')}'.`);
  process.exit(0);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
