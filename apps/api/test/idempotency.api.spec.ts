import { sql } from 'drizzle-orm';
import type { Clock } from '../src/platform/clock/clock';
import type { Database } from '../src/platform/database/database.types';
import { rowsOf } from '../src/platform/database/result-rows';
import { IdempotencyRepository } from '../src/platform/idempotency/idempotency.repository';
import { idempotencyKeys } from '../src/platform/idempotency/idempotency.schema';
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
  let handle: Database;
  let now: Date;
  let service: IdempotencyService;
  let keyCount = 0;
  const freshKey = () => `key-${(keyCount += 1)}`;
  const SCOPE = 'checkout:DTC:customer:c1';
  const hashA = requestHash({ cartId: 'a' });
  const hashB = requestHash({ cartId: 'b' });
  /** What a run's work writes besides its answer: a row in a table of the test's own. */
  const probes = async (key: string) =>
    rowsOf<{ key: string }>(await handle.execute(sql`select key from idempotency_probe where key = ${key}`));

  beforeAll(async () => {
    db = await openMigratedDatabase();
    handle = db.connection.db;
    await handle.execute(sql`create table idempotency_probe (key text not null)`);
    now = new Date('2026-05-20T12:00:00Z');
    service = new IdempotencyService(new IdempotencyRepository(handle), { now: () => now } as Clock, handle);
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
    await expect(service.storedAnswer(key, SCOPE, hashB)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('keeps scopes apart: the same key in another scope is another request', async () => {
    const key = freshKey();
    const mine = await service.run(key, SCOPE, hashA, async () => ({ who: 'me' }));
    const theirs = await service.run(key, 'checkout:DTC:customer:c2', hashB, async () => ({ who: 'them' }));
    expect(mine).toEqual({ who: 'me' });
    expect(theirs).toEqual({ who: 'them' });
  });

  it('commits the answer with the work: its writes and its answer are there together or not at all', async () => {
    const key = freshKey();
    await expect(
      service.run(key, SCOPE, hashA, async (tx) => {
        await tx.execute(sql`insert into idempotency_probe (key) values (${key})`);
        throw new Error('card declined');
      }),
    ).rejects.toThrow('card declined');
    expect(await probes(key)).toEqual([]);
    expect(await service.storedAnswer(key, SCOPE, hashA)).toBeUndefined();
    const placed = await service.run(key, SCOPE, hashA, async (tx) => {
      await tx.execute(sql`insert into idempotency_probe (key) values (${key})`);
      return { placed: key };
    });
    expect(placed).toEqual({ placed: key });
    expect(await probes(key)).toEqual([{ key }]);
    expect(await service.storedAnswer(key, SCOPE, hashA)).toEqual({ placed: key });
  });

  it("makes a second request with the key wait for the first and answers it the first's answer", async () => {
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
    let settled = false;
    void second.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    held.open();
    await expect(first).resolves.toEqual({ placed: true });
    await expect(second).resolves.toEqual({ placed: true });
    expect(runs).toBe(1);
  });

  it('lets many concurrent requests with one key run the work exactly once, all answered', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: runs };
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => service.run(key, SCOPE, hashA, work)));
    expect(runs).toBe(1);
    expect(results).toEqual(Array.from({ length: 8 }, () => ({ n: 1 })));
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

  it('takes over a key an earlier release left in progress once its lease ran out, but not before', async () => {
    const key = freshKey();
    // What a process of the previous release left when it died mid-run: a committed claim.
    await handle.insert(idempotencyKeys).values({
      scope: SCOPE,
      key,
      requestHash: hashA,
      status: 'in_progress',
      createdAt: now,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    });
    await expect(service.run(key, SCOPE, hashA, async () => ({ late: true }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      status: 409,
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
      await expect(service.run(key, SCOPE, hashA, async () => ({ again: true }))).resolves.toEqual({
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
