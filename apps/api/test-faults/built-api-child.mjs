// The built API as a child process for the fault tests: tools/bench/built-api.mjs's start (a private
// copy of dist/apps/api, a free port, its output in a log file, readiness awaited) plus the address
// of its management port, which main.ts prints.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the bench's way to run the built API, reused as it is
import { startBuiltApi } from '../../../tools/bench/built-api.mjs';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolves to { url, managementUrl, pid, exited, logLines(), stop(), dispose() }. */
export async function startApiChild(name, env) {
  const scratch = mkdtempSync(join(tmpdir(), `shop-fault-${name}-`));
  const api = await startBuiltApi({
    build: join(workspaceRoot, 'dist/apps/api'),
    scratch,
    name,
    env: {
      MANAGEMENT_PORT: '0',
      RATE_LIMIT_ENABLED: 'false',
      RENEWALS_INTERVAL_SECONDS: '0',
      ORDER_EVENTS_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  }).catch((error) => {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  });
  const log = () => readFileSync(api.logFile, 'utf8');
  const management = log().match(/Management \(.*\): (http:\/\/[\d.]+:\d+)/);
  if (!management) throw new Error(`no management address in the API's output:\n${log().slice(-2000)}`);
  return {
    url: api.url,
    managementUrl: management[1],
    pid: api.pid,
    exited: api.exited,
    /** The log's JSON lines (pino), parsed; other lines (main's console output) as { text }. */
    logLines: () =>
      log()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line);
          } catch {
            return { text: line };
          }
        }),
    stop: api.stop,
    dispose: async () => {
      await api.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A failed fetch's network code (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET...), from its cause. */
export function networkCodeOf(error) {
  return error?.cause?.code ?? error?.code ?? error?.name ?? 'UNKNOWN';
}
