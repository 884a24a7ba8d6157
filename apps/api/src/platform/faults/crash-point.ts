/**
 * The point at which a test asks this process to die, read once at start: only in a process
 * started with NODE_ENV=test and TEST_CRASH_AT=<point> (a child process of an API test). Never set
 * in production; without it every crashPoint is a no-op.
 */
const CRASH_AT = process.env.NODE_ENV === 'test' ? process.env.TEST_CRASH_AT : undefined;

/**
 * A named place where a crash matters (between an order's commit and its answer, say): the
 * process is killed there with SIGKILL, as a power cut or an OOM kill would, so a test can prove
 * what a retry on another process gets.
 */
export function crashPoint(point: string): void {
  if (CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
