import { ConflictError } from '../src/platform/errors/app-error';
import type { Clock } from '../src/platform/clock/clock';
import { IdempotencyRepository } from '../src/platform/idempotency/idempotency.repository';
import { IDEMPOTENCY_LEASE_MS, IdempotencyService } from '../src/platform/idempotency/idempotency.service';
import { requestHash } from '../src/platform/idempotency/request-hash';
import { openMigratedDatabase, type MigratedDatabase } from './support/migrated-database';

/** A promise and the function that settles it, to hold a run open while another arrives. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('IdempotencyService on a real database (ARCHITECTURE §6 Idempotency)', () => {
  let db: MigratedDatabase;
  let now: Date;
  let service: IdempotencyService;
  let keyCount = 0;
  const freshKey = () => `key-${(keyCount += 1)}`;
  const SCOPE = 'checkout:DTC:customer:c1';
  const hashA = requestHash({ cartId: 'a' });
  const hashB = requestHash({ cartId: 'b' });

  beforeAll(async () => {
    db = await openMigratedDatabase();
    now = new Date('2026-05-20T12:00:00Z');
    service = new IdempotencyService(new IdempotencyRepository(db.connection.db), {
      now: () => now,
    } as Clock);
  });
  afterAll(() => db.close());

  it('runs the work once and replays its answer for the same key and request', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => ({ order: { id: `order-${(runs += 1)}`, number: 'SPN-100001' } });
    const first = await service.run(key, SCOPE, hashA, work);
    const replay = await service.run(key, SCOPE, hashA, work);
    expect(runs).toBe(1);
    expect(first).toEqual({ order: { id: 'order-1', number: 'SPN-100001' } });
    expect(replay).toEqual(first);
  });

  it('refuses the same key with a different request: 422 IDEMPOTENCY_KEY_REUSED, and runs nothing', async () => {
    const key = freshKey();
    await service.run(key, SCOPE, hashA, async () => ({ ok: true }));
    let ran = false;
    const reused = service.run(key, SCOPE, hashB, async () => {
      ran = true;
      return { ok: false };
    });
    await expect(reused).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
    expect(ran).toBe(false);
  });

  it('keeps scopes apart: the same key in another scope is another request', async () => {
    const key = freshKey();
    const mine = await service.run(key, SCOPE, hashA, async () => ({ who: 'me' }));
    const theirs = await service.run(key, 'checkout:DTC:customer:c2', hashB, async () => ({ who: 'them' }));
    expect(mine).toEqual({ who: 'me' });
    expect(theirs).toEqual({ who: 'them' });
  });

  it('runs one of two concurrent requests with the same key; the other gets 409 IDEMPOTENCY_IN_PROGRESS', async () => {
    const key = freshKey();
    const held = gate();
    const started = gate();
    let runs = 0;
    const work = async () => {
      runs += 1;
      started.open();
      await held.opened;
      return { placed: true };
    };
    const first = service.run(key, SCOPE, hashA, work);
    await started.opened;
    const second = service.run(key, SCOPE, hashA, work);
    await expect(second).rejects.toBeInstanceOf(ConflictError);
    await expect(second).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', status: 409 });
    held.open();
    await expect(first).resolves.toEqual({ placed: true });
    // Once the first is done, the same request is its stored answer.
    await expect(service.run(key, SCOPE, hashA, work)).resolves.toEqual({ placed: true });
    expect(runs).toBe(1);
  });

  it('lets many concurrent requests with one key run the work exactly once', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: runs };
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => service.run(key, SCOPE, hashA, work)),
    );
    expect(runs).toBe(1);
    for (const result of results) {
      if (result.status === 'fulfilled') expect(result.value).toEqual({ n: 1 });
      else expect(result.reason).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    }
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
  });

  it('frees the key when the work fails, so the same request can be tried again', async () => {
    const key = freshKey();
    await expect(
      service.run(key, SCOPE, hashA, async () => {
        throw new Error('card declined');
      }),
    ).rejects.toThrow('card declined');
    await expect(service.run(key, SCOPE, hashA, async () => ({ second: 'try' }))).resolves.toEqual({
      second: 'try',
    });
  });

  it('takes over a run whose lease ran out (its process died), but not before', async () => {
    const key = freshKey();
    const never = new Promise<never>(() => undefined);
    void service.run(key, SCOPE, hashA, () => never);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(service.run(key, SCOPE, hashA, async () => ({ late: true }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
    });
    const start = now;
    now = new Date(start.getTime() + IDEMPOTENCY_LEASE_MS + 1);
    try {
      // Another request under the key is still refused; the same request takes the run over.
      await expect(service.run(key, SCOPE, hashB, async () => ({}))).rejects.toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      await expect(service.run(key, SCOPE, hashA, async () => ({ late: true }))).resolves.toEqual({
        late: true,
      });
    } finally {
      now = start;
    }
  });

  it('gives the first caller the JSON form every replay gets', async () => {
    const key = freshKey();
    const placedAt = new Date('2026-05-20T12:00:00Z');
    const first = await service.run(key, SCOPE, hashA, async () => ({ placedAt, missing: undefined }));
    expect(first).toEqual({ placedAt: '2026-05-20T12:00:00.000Z' });
    expect(await service.run(key, SCOPE, hashA, async () => ({}))).toEqual(first);
  });
});

describe('requestHash', () => {
  it('is the same for the same request with fields in another order', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it('differs for a different value, array order or type', () => {
    const base = requestHash({ cartId: 'a', lines: [1, 2] });
    expect(requestHash({ cartId: 'b', lines: [1, 2] })).not.toBe(base);
    expect(requestHash({ cartId: 'a', lines: [2, 1] })).not.toBe(base);
    expect(requestHash({ cartId: 'a', lines: ['1', '2'] })).not.toBe(base);
  });
});
