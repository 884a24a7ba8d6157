import { ImageBusyError } from './media-errors';

/**
 * At most `concurrency` transforms at once and at most `queueLimit` waiting, first come first
 * served; a request past both is refused at once rather than left to pile up in memory.
 */
export class TransformSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
    private readonly retryAfterSeconds: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) return this.start(task);
    if (this.waiting.length >= this.queueLimit) {
      return Promise.reject(new ImageBusyError(this.retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => void this.start(task).then(resolve, reject));
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
