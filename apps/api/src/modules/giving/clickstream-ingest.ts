import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import type { ClickEventRequestDto, ClickstreamStatsDto } from './dto/clickstream.dto';
import { GivingClickEventsRepository } from './giving-click-events.repository';
import type { NewGivingClickEventRow } from './giving.schema';

/** Events that may wait in one process; past it they are dropped and counted, never waited on. */
export const CLICKSTREAM_QUEUE_CAPACITY = 10_000;
/** Events per INSERT. */
export const CLICKSTREAM_BATCH_SIZE = 500;
/** How long an event may wait for its batch to fill. */
export const CLICKSTREAM_FLUSH_INTERVAL_MS = 1_000;
/** A drop is logged at most this often (with the count since the last line). */
const DROP_LOG_INTERVAL_MS = 60_000;

/**
 * Clickstream ingest (SPEC §7 POST /events) that never slows a shopper: the request only queues
 * the event in memory and is answered at once; batches of CLICKSTREAM_BATCH_SIZE are written one
 * INSERT at a time, at most one in flight, every CLICKSTREAM_FLUSH_INTERVAL_MS or as soon as a
 * batch is full. The queue is bounded: when the database falls behind, new events are dropped and
 * counted (a warning log line at most once a minute, and GET /api/operator/giving/clickstream)
 * rather than holding requests back. Analytics may lose events under overload; orders never wait
 * on them. Each API process has its own queue; what is queued when a process is killed is lost,
 * a clean shutdown writes it first.
 */
@Injectable()
export class ClickstreamIngest implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Clickstream');
  private queue: NewGivingClickEventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private readonly counts = { accepted: 0, written: 0, dropped: 0, failedBatches: 0 };
  private droppedSinceLog = 0;
  private lastDropLogAt = 0;

  constructor(
    private readonly repository: GivingClickEventsRepository,
    private readonly clock: Clock,
  ) {}

  /** Queues one event; false when the queue is full and it was dropped. Never waits. */
  offer(storeId: string, event: ClickEventRequestDto): boolean {
    if (this.queue.length >= CLICKSTREAM_QUEUE_CAPACITY) {
      this.dropped(1);
      return false;
    }
    // The tracking id has its own column; the body keeps the rest of the event as sent.
    const { event: inner, trackingId, ...rest } = event;
    this.queue.push({
      storeId,
      trackingId: trackingId ?? null,
      eventType: inner.type,
      eventVersion: inner.version,
      occurredAt: inner.timeStamp,
      receivedAt: this.clock.now(),
      body: { ...rest, payload: inner.payload ?? {} },
    });
    this.counts.accepted += 1;
    if (this.queue.length >= CLICKSTREAM_BATCH_SIZE) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), CLICKSTREAM_FLUSH_INTERVAL_MS).unref();
    return true;
  }

  stats(): ClickstreamStatsDto {
    return { queued: this.queue.length, capacity: CLICKSTREAM_QUEUE_CAPACITY, ...this.counts };
  }

  /** Writes everything queued now (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.writing) {
      this.kick();
      await this.writing;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** Starts writing a batch unless one is in flight (that one starts the next when done). */
  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue.splice(0, CLICKSTREAM_BATCH_SIZE);
    this.writing = this.repository
      .insertBatch(batch)
      .then(
        () => {
          this.counts.written += batch.length;
        },
        (error: unknown) => {
          this.counts.failedBatches += 1;
          this.dropped(batch.length);
          this.logger.warn(
            `A clickstream batch of ${batch.length} events was not written: ${(error as Error).message}`,
          );
        },
      )
      .finally(() => {
        this.writing = null;
        if (this.queue.length >= CLICKSTREAM_BATCH_SIZE) this.kick();
        else if (this.queue.length > 0)
          this.timer ??= setTimeout(() => this.kick(), CLICKSTREAM_FLUSH_INTERVAL_MS).unref();
      });
  }

  private dropped(n: number): void {
    this.counts.dropped += n;
    this.droppedSinceLog += n;
    const now = Date.now();
    if (now - this.lastDropLogAt >= DROP_LOG_INTERVAL_MS) {
      this.logger.warn(
        `Clickstream queue full (${CLICKSTREAM_QUEUE_CAPACITY}): dropped ${this.droppedSinceLog} events since the last report, ${this.counts.dropped} in all`,
      );
      this.lastDropLogAt = now;
      this.droppedSinceLog = 0;
    }
  }
}
