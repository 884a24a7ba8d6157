import { availableParallelism } from 'node:os';

/** How much image work one API process takes on at once. */
export interface TransformCapacity {
  /** Transforms running at once; each holds one libuv thread while sharp works. */
  slots: number;
  /** Requests that may wait for a slot; past that they are refused with 503 IMAGE_BUSY. */
  queue: number;
  /** libvips threads per transform (sharp.concurrency). */
  sharpThreads: number;
}

/** libuv's own default when UV_THREADPOOL_SIZE is not set. */
export const DEFAULT_UV_THREADPOOL_SIZE = 4;
/**
 * Enough waiting room for two cold pages at once (a listing's 24 cards and the home page's images:
 * with 8, the second of two first visits to a cold server got broken images), short enough to
 * answer within seconds (a card's rendition takes tens of milliseconds).
 */
export const QUEUE_PER_SLOT = 32;
/** What a refused request is told to wait: about how long a full queue takes to drain. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Transforms get every core but one (the event loop keeps one for JSON, static files and the
 * embedded database) and at most half of libuv's thread pool: a sharp pipeline occupies a pool
 * thread while it runs, and file reads, DNS and crypto share that pool, so static /media files
 * would otherwise wait behind image work. The libvips threads fill the cores given to transforms.
 */
export function transformCapacity(cores: number, threadPoolSize: number): TransformCapacity {
  const spareCores = Math.max(1, cores - 1);
  const slots = Math.max(1, Math.min(spareCores, Math.floor(threadPoolSize / 2)));
  return { slots, queue: slots * QUEUE_PER_SLOT, sharpThreads: Math.max(1, Math.floor(spareCores / slots)) };
}

/** This machine's capacity; UV_THREADPOOL_SIZE is read the way libuv reads it. */
export function machineTransformCapacity(): TransformCapacity {
  const poolSize = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10);
  return transformCapacity(availableParallelism(), poolSize > 0 ? poolSize : DEFAULT_UV_THREADPOOL_SIZE);
}
