import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { consentDecidedState, E2E_GTM_CONTAINER_ID } from './src/support/consent';
import { E2E_OPERATOR_TOKEN } from './src/support/operator';

/**
 * Browser journeys against the built app (dist/apps/api serving dist/apps/storefront) on a free
 * port and a fresh temporary database. Uses Debian's Chromium: Playwright never downloads one.
 *
 * Playwright loads this file in every worker too, so the port and data folder are chosen once
 * and handed down through the environment.
 */
const workspaceRoot = resolve(__dirname, '../..');
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-db-'));
// The server writes its mail here as .eml files; journeys read them (support/outbox.ts).
process.env.E2E_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-outbox-'));

const port = Number(process.env.E2E_PORT);
export const dtcOrigin = `http://localhost:${port}`;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: join(workspaceRoot, 'dist/.playwright/storefront-e2e/test-output'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The JSON report is what npm test counts (tools/test.mjs); its path is the e2e target's Nx output.
  reporter: [
    ['list'],
    ['json', { outputFile: join(workspaceRoot, 'dist/test-reports/storefront-e2e-e2e.json') }],
  ],
  globalTeardown: './src/support/global-teardown.ts',
  use: {
    baseURL: dtcOrigin,
    // The cookie banner already answered on both sites (support/consent.ts).
    storageState: consentDecidedState(dtcOrigin),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/apps/api/main.js',
    cwd: workspaceRoot,
    url: `${dtcOrigin}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: process.env.E2E_DATA_DIR,
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
      SMTP_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A free management port (another API may hold the default), and no drain when stopped.
      MANAGEMENT_PORT: '0',
      SHUTDOWN_DRAIN_MS: '0',
      // Staff journeys sign in through the in-process development provider at /idp.
      OIDC_DEV_PROVIDER: 'true',
      // Renewals run when a journey asks (POST /api/operator/renewals/run), not on a timer.
      RENEWALS_INTERVAL_SECONDS: '0',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // A tag manager container, loaded only with functional consent (consent.e2e.ts stubs Google).
      GTM_CONTAINER_ID: E2E_GTM_CONTAINER_ID,
      // Both browser workers are one client address: limits far above the journeys' traffic keep
      // the limiter on every request without refusing any.
      RATE_LIMITS: 'default=100000,images=100000,search=100000,operator=100000,signin=100000,contact=100000',
    },
  },
});
