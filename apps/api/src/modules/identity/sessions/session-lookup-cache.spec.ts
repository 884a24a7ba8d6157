import type { SessionRow } from '../identity.schema';
import { SessionLookupCache, type SessionLookup } from './session-lookup-cache';

function lookup(id: string, customerId: string): SessionLookup {
  const at = new Date('2026-11-25T10:00:00Z');
  const session: SessionRow = {
    id,
    tokenHash: `hash-${id}`,
    customerId,
    site: 'DTC',
    createdAt: at,
    lastSeenAt: at,
    idleExpiresAt: new Date(at.getTime() + 3_600_000),
    absoluteExpiresAt: new Date(at.getTime() + 86_400_000),
    revokedAt: null,
    idToken: null,
  };
  return { session, kind: 'consumer', sapAccountGroup: null, shipTo: null };
}

describe('SessionLookupCache', () => {
  it('answers a look-up until its lifetime ends, then forgets it', () => {
    const cache = new SessionLookupCache(10_000, 10);
    cache.set('a', lookup('s1', 'c1'), 0);
    expect(cache.get('a', 9_999)?.session.id).toBe('s1');
    expect(cache.get('a', 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops one session, or every session of one customer, and nothing else', () => {
    const cache = new SessionLookupCache(10_000, 10);
    cache.set('a', lookup('s1', 'c1'), 0);
    cache.set('b', lookup('s2', 'c1'), 0);
    cache.set('c', lookup('s3', 'c2'), 0);
    cache.forgetSession('s1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.forgetCustomer('c1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.session.customerId).toBe('c2');
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new SessionLookupCache(10_000, 2);
    cache.set('a', lookup('s1', 'c1'), 0);
    cache.set('b', lookup('s2', 'c1'), 0);
    cache.get('a', 1); // a is now the most recently used
    cache.set('c', lookup('s3', 'c1'), 1);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)).toBeDefined();
  });

  it('stores nothing when turned off (lifetime 0)', () => {
    const cache = new SessionLookupCache(0, 10);
    cache.set('a', lookup('s1', 'c1'), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('updates a touched session in place without extending its freshness', () => {
    const cache = new SessionLookupCache(10_000, 10);
    const first = lookup('s1', 'c1');
    cache.set('a', first, 0);
    const later = new Date('2026-11-25T11:00:00Z');
    cache.update('a', { ...first.session, lastSeenAt: later });
    expect(cache.get('a', 5_000)?.session.lastSeenAt).toEqual(later);
    expect(cache.get('a', 10_000)).toBeUndefined();
  });
});
