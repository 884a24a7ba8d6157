import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { ImageTransformer, TransformSlots } from '../src/modules/media/testing';
import { startTestApp, type TestApp } from './support/test-app';

const SRC = '/media/content/shipping.svg';

/** Waits for a condition the app reaches on its own (no clock involved). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A sharp pipeline holds one of libuv's pool threads while it works, and static files are read
 * on that pool too. Here each transform first reads a byte from its own named pipe, which holds
 * a pool thread the same way until the test writes it, so "every slot is transforming" is a
 * state the test keeps for as long as it likes, with pool threads really taken, not a race.
 */
class PoolHoldingTransforms {
  private readonly dir = mkdtempSync(join(tmpdir(), 'media-transforms-'));
  private readonly pipes: string[] = [];
  private readonly writers: number[] = [];
  private released = false;
  started = 0;
  running = 0;
  maxRunning = 0;

  constructor(transformer: ImageTransformer) {
    const real = transformer.transform.bind(transformer);
    jest.spyOn(transformer, 'transform').mockImplementation(async (input, spec) => {
      this.running += 1;
      this.maxRunning = Math.max(this.maxRunning, this.running);
      try {
        this.started += 1;
        if (!this.released) await this.holdPoolThread();
        return await real(input, spec);
      } finally {
        this.running -= 1;
      }
    });
  }

  /** Writes every pipe made so far and lets later transforms through at once. */
  release(): void {
    this.released = true;
    for (const pipe of this.pipes.slice(this.writers.length)) {
      // Read-write open never blocks on Linux, and keeps the pipe (and its byte) alive until
      // dispose, whether or not the reader has opened its end yet.
      const fd = openSync(pipe, constants.O_RDWR);
      writeSync(fd, 'x');
      this.writers.push(fd);
    }
  }

  async dispose(): Promise<void> {
    this.release();
    await until(() => this.running === 0);
    this.writers.forEach((fd) => closeSync(fd));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async holdPoolThread(): Promise<void> {
    const pipe = join(this.dir, `transform-${this.pipes.length}`);
    execFileSync('mkfifo', [pipe]);
    this.pipes.push(pipe);
    const reader = await open(pipe, 'r');
    try {
      await reader.read(Buffer.alloc(1), 0, 1);
    } finally {
      await reader.close();
    }
  }
}

describe('GET /api/images under a burst of new renditions', () => {
  let t: TestApp;
  let slots: TransformSlots;
  let transforms: PoolHoldingTransforms;

  beforeAll(async () => {
    t = await startTestApp({ SEED: 'false' });
    slots = t.app.get(TransformSlots);
  });
  beforeEach(() => {
    transforms = new PoolHoldingTransforms(t.app.get(ImageTransformer));
  });
  afterEach(async () => {
    await transforms.dispose();
    jest.restoreAllMocks();
  });
  afterAll(() => t.close());

  /** Supertest sends a request only once something awaits it; these must be in flight at once. */
  const sent = (test: { then: Promise<Response>['then'] }): Promise<Response> => test.then((res) => res);

  const image = (query: Record<string, string | number>) =>
    t.http
      .get('/api/images')
      .query({ src: SRC, ...query })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** Distinct small renditions of one source, more than any machine's slots and queue hold. */
  const distinct = [32, 64, 320].flatMap((w) =>
    ['webp', 'png', 'jpeg', 'avif'].flatMap((format) => [50, 75, 90].map((q) => ({ w, format, q }))),
  );

  it('runs at most the slots, queues a few, and refuses the rest with 503 IMAGE_BUSY and Retry-After', async () => {
    const accepted = slots.concurrency + slots.queueLimit;
    expect(distinct.length).toBeGreaterThanOrEqual(accepted + 3);
    const burst = distinct.slice(0, accepted + 3);
    const answered: Array<{ query: (typeof burst)[number]; res: Response }> = [];
    const all = burst.map((query) => sent(image(query)).then((res) => answered.push({ query, res })));

    await until(() => answered.length === 3);
    expect(answered.map(({ res }) => res.status)).toEqual([503, 503, 503]);
    for (const { res } of answered) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.body.toString())).toEqual({
        statusCode: 503,
        code: 'IMAGE_BUSY',
        message: 'Too many new image renditions are being made; try again in 2 s',
      });
    }
    await until(() => transforms.running === slots.concurrency);
    expect([slots.running, slots.queued]).toEqual([slots.concurrency, slots.queueLimit]);

    transforms.release();
    await Promise.all(all);
    expect(answered.filter(({ res }) => res.status === 200)).toHaveLength(accepted);
    expect(transforms.started).toBe(accepted);
    expect(transforms.maxRunning).toBe(slots.concurrency);
    expect([slots.running, slots.queued]).toEqual([0, 0]);

    // Once the queue has drained, a rendition refused in the burst is made.
    const [refused] = answered.filter(({ res }) => res.status === 503);
    await image(refused.query).expect(200);
  });

  it('keeps serving static media files and health checks while every slot and the queue are taken', async () => {
    const burst = distinct
      .slice(0, slots.concurrency + slots.queueLimit)
      .map((query) => ({ ...query, h: 120 }));
    const all = burst.map((query) => sent(image(query).expect(200)));
    await until(() => transforms.running === slots.concurrency && slots.queued === slots.queueLimit);

    const file = await t.http.get('/media/content/happy-dog.svg').buffer(true).expect(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await t.http.get('/media/products/dog-adult-chicken-barley-dry.svg').buffer(true).expect(200);
    await t.http.get('/media/content/no-such.svg').expect(404);
    const live = await t.http.get('/api/health/live').expect(200);
    expect(live.body).toBeDefined();
    // All of that was answered while the transforms still held their pool threads.
    expect([transforms.running, slots.queued, transforms.started]).toEqual([
      slots.concurrency,
      slots.queueLimit,
      slots.concurrency,
    ]);

    transforms.release();
    await Promise.all(all);
  });

  it('lets a request for a rendition already being made wait for it, even with the queue full', async () => {
    const burst = distinct
      .slice(0, slots.concurrency + slots.queueLimit)
      .map((query) => ({ ...query, h: 200 }));
    const all = burst.map((query) => sent(image(query).expect(200)));
    await until(() => transforms.running === slots.concurrency && slots.queued === slots.queueLimit);

    const twins = [sent(image(burst[0]).expect(200)), sent(image(burst[burst.length - 1]).expect(200))];
    const newcomer = await image({ w: 640, h: 200 }).expect(503);
    expect(newcomer.headers['retry-after']).toBe('2');

    transforms.release();
    const [first, last] = await Promise.all(twins);
    const results = await Promise.all(all);
    expect(first.headers.etag).toBe(results[0].headers.etag);
    expect(last.headers.etag).toBe(results[results.length - 1].headers.etag);
    expect(transforms.started).toBe(burst.length);
  });
});
