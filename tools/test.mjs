#!/usr/bin/env node
// `npm test`: every check on a fresh clone, with nothing to set up first. Installs dependencies
// when they are missing, finds (or installs) Chromium for the browser tests, gives the
// PostgreSQL run of the API tests a throw-away server unless TEST_DATABASE_URL names one, adds a
// throw-away Redis when redis-server is installed (unless TEST_REDIS_URL names one), runs every
// target through Nx (extra arguments go to Nx: `npm test -- --outputStyle=static`), stops what
// it started (also on failure and Ctrl-C) and ends with the total of all test runners.
// Only Node's built-ins here: this file runs before node_modules exists.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDependenciesWhenMissing } from './install-dependencies.mjs';
import { findChromium } from './test-runner/chromium.mjs';
import { SetupError } from './test-runner/processes.mjs';
import { readReports, summarise } from './test-runner/reports.mjs';
import { startThrowawayPostgres } from './test-runner/throwaway-postgres.mjs';
import { startThrowawayRedis } from './test-runner/throwaway-redis.mjs';

const TARGETS = [
  'format-check',
  'lint',
  'typecheck',
  'test',
  'test-pg',
  'test-redis',
  'test-faults',
  'check-generated',
  'e2e',
  'size-check',
];
const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the test targets write their JSON reports (their Nx outputs, so the cache restores them). */
const REPORTS = join(workspaceRoot, 'dist/test-reports');
const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

const stops = [];
let interrupted;
let nx;
for (const signal of Object.keys(SIGNAL_EXIT)) {
  process.on(signal, () => {
    interrupted ??= signal;
    // A Ctrl-C at the terminal reaches Nx by itself; a signal sent to this process alone is
    // passed on. Either way the servers are stopped once Nx has ended its tasks.
    nx?.kill(signal);
  });
}

class Interrupted extends Error {}
const stopIfInterrupted = () => {
  if (interrupted) throw new Interrupted();
};

async function main(nxArgs) {
  process.chdir(workspaceRoot);
  installDependenciesWhenMissing(workspaceRoot);
  const env = { ...process.env };

  env.CHROMIUM_PATH = findChromium();
  console.log(`Chromium: ${env.CHROMIUM_PATH}`);
  stopIfInterrupted();

  if (env.TEST_DATABASE_URL) {
    console.log('PostgreSQL: the server at TEST_DATABASE_URL');
  } else {
    const postgres = await startThrowawayPostgres({ workspaceRoot });
    stops.push(postgres.stop);
    env.TEST_DATABASE_URL = postgres.url;
    console.log(`PostgreSQL: throw-away ${postgres.description}`);
  }
  stopIfInterrupted();

  if (env.TEST_REDIS_URL) {
    console.log('Redis: the server at TEST_REDIS_URL');
  } else {
    const redis = await startThrowawayRedis();
    if (redis) {
      stops.push(redis.stop);
      env.TEST_REDIS_URL = redis.url;
      console.log(`Redis: throw-away ${redis.description}`);
    } else {
      console.log('Redis: skipped (set TEST_REDIS_URL or install redis-server to include the Redis run)');
    }
  }
  stopIfInterrupted();

  // The browser tests' database folder: Playwright's global teardown removes the one it makes,
  // but not when the run is interrupted. This one is removed with the servers, whatever happens.
  if (!env.E2E_DATA_DIR) {
    const e2eData = mkdtempSync(join(tmpdir(), 'shop-test-e2e-db-'));
    stops.push(() => rmSync(e2eData, { recursive: true, force: true }));
    env.E2E_DATA_DIR = e2eData;
  }

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const args = ['nx', 'run-many', '-t', ...TARGETS, ...nxArgs];
  console.log(`\n> ${args.join(' ')}`);
  // Nx itself, not through npx: npx runs it under a shell that a signal would end while Nx and
  // its tasks went on running.
  const nxPackage = join(workspaceRoot, 'node_modules/nx');
  const nxBin = join(nxPackage, JSON.parse(readFileSync(join(nxPackage, 'package.json'), 'utf8')).bin.nx);
  nx = spawn(process.execPath, [nxBin, ...args.slice(1)], { stdio: 'inherit', env });
  const status = await new Promise((done) => {
    nx.once('error', (error) => {
      console.error(error.message);
      done(1);
    });
    nx.once('exit', (code) => done(code ?? 1));
  });
  stopIfInterrupted();

  const { lines, total, failed } = summarise(readReports(REPORTS));
  if (status !== 0) console.log(`\nNx reported a failure (exit code ${status}); see above.`);
  const runs = `${lines.length} test run${lines.length === 1 ? '' : 's'}`;
  console.log(`\n${runs} (reports in ${REPORTS.slice(workspaceRoot.length + 1)}):`);
  for (const line of lines) console.log(line);
  console.log(total);
  return status !== 0 ? status : failed > 0 ? 1 : 0;
}

async function stopServers() {
  for (const stop of stops.splice(0).reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`Could not stop a test server: ${error.message}`);
    }
  }
}

let exitCode;
try {
  exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!interrupted) console.error(error instanceof SetupError ? error.message : error);
  exitCode = 1;
} finally {
  await stopServers();
}
process.exit(interrupted ? SIGNAL_EXIT[interrupted] : exitCode);
