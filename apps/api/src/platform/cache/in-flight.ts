/**
 * Work keyed by what it produces, shared by callers that ask for the same key while it runs: ten
 * requests missing the same cache entry at once do one database read, not ten. Nothing is kept
 * once the work settles (a cache keeps results; this only joins callers), and a failure reaches
 * every caller that joined it and is not remembered.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const joined = this.running.get(key);
    if (joined) return joined;
    const started = Promise.resolve()
      .then(work)
      .finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
