import { createScriptRegistry, type ConsentScriptOptions, type ScriptHost } from './script-registry';

/** A page that records what the registry adds and removes, and loads scripts when told to. */
function fakeHost() {
  const inserted: { id: string; src: string; stylesheets: readonly string[] }[] = [];
  const removed: string[] = [];
  const pending = new Map<string, { loaded: () => void; failed: (error: unknown) => void }>();
  const host: ScriptHost = {
    insert(script, events) {
      inserted.push({ id: script.id, src: script.src, stylesheets: script.stylesheets });
      pending.set(script.id, events);
    },
    remove(id) {
      removed.push(id);
    },
  };
  return {
    host,
    inserted,
    removed,
    load: (id: string) => pending.get(id)?.loaded(),
    fail: (id: string) => pending.get(id)?.failed(new Error('404')),
  };
}

function setup() {
  const page = fakeHost();
  const log = jest.fn();
  const registry = createScriptRegistry(page.host, log);
  const calls: string[] = [];
  const script = (extra: Partial<ConsentScriptOptions> = {}): ConsentScriptOptions => ({
    id: 'reviews',
    src: 'https://widgets.example/reviews.js',
    onApprove: () => calls.push('approve'),
    onDeny: () => calls.push('deny'),
    onBeforeLoad: () => calls.push('beforeLoad'),
    onLoaded: () => calls.push('loaded'),
    onRemoved: () => calls.push('removed'),
    ...extra,
  });
  return { page, log, registry, calls, script };
}

describe('script registry (SPEC §3 registered script, §4 Consent)', () => {
  it('keeps a script registered before any decision pending and off the page', () => {
    const { page, registry, calls, script } = setup();
    const entry = registry.register(script());
    expect(entry.status).toBe('pending');
    expect(page.inserted).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('on approval runs onApprove, then onBeforeLoad, loads the source and becomes loaded; onLoaded when it has loaded', () => {
    const { page, registry, calls, script } = setup();
    const entry = registry.register(script({ stylesheets: ['/widgets/reviews.css'] }));
    registry.decide('functional', true);
    expect(calls).toEqual(['approve', 'beforeLoad']);
    expect(entry.status).toBe('loaded');
    expect(page.inserted).toEqual([
      { id: 'reviews', src: 'https://widgets.example/reviews.js', stylesheets: ['/widgets/reviews.css'] },
    ]);
    page.load('reviews');
    expect(calls).toEqual(['approve', 'beforeLoad', 'loaded']);
  });

  it('loads a script registered while its consent is already given at once', () => {
    const { page, registry, calls, script } = setup();
    registry.decide('functional', true);
    const entry = registry.register(script());
    expect(entry.status).toBe('loaded');
    expect(page.inserted).toHaveLength(1);
    expect(calls).toEqual(['approve', 'beforeLoad']);
  });

  it('on decline marks every script removed and runs onDeny; without removeOnDecline it stays on the page', () => {
    const { page, registry, calls, script } = setup();
    const entry = registry.register(script());
    registry.decide('functional', true);
    page.load('reviews');
    calls.length = 0;
    registry.decide('functional', false);
    expect(entry.status).toBe('removed');
    expect(calls).toEqual(['deny']);
    expect(page.removed).toEqual([]);
  });

  it('with removeOnDecline takes the script and link elements off the page and runs onRemoved', () => {
    const { page, registry, calls, script } = setup();
    const entry = registry.register(script({ removeOnDecline: true }));
    registry.decide('functional', true);
    page.load('reviews');
    calls.length = 0;
    registry.decide('functional', false);
    expect(entry.status).toBe('removed');
    expect(page.removed).toEqual(['reviews']);
    expect(calls).toEqual(['deny', 'removed']);
  });

  it('does not run onRemoved for a removeOnDecline script that was never on the page', () => {
    const { page, registry, calls, script } = setup();
    registry.register(script({ removeOnDecline: true }));
    registry.decide('functional', false);
    expect(calls).toEqual(['deny']);
    expect(page.removed).toEqual([]);
  });

  it('a first decision of decline marks a pending script removed (onDeny), and one registered after a decline too', () => {
    const { registry, calls, script } = setup();
    const first = registry.register(script());
    registry.decide('functional', false);
    const second = registry.register(script({ id: 'video', onDeny: () => calls.push('deny video') }));
    expect(first.status).toBe('removed');
    expect(second.status).toBe('removed');
    expect(calls).toEqual(['deny', 'deny video']);
  });

  it('approving again after a removeOnDecline loads the source again; without it, never twice', () => {
    const { page, registry, script } = setup();
    registry.register(script({ removeOnDecline: true }));
    registry.register(script({ id: 'kept', src: '/kept.js' }));
    registry.decide('functional', true);
    registry.decide('functional', false);
    registry.decide('functional', true);
    expect(page.inserted.map((s) => s.id)).toEqual(['reviews', 'kept', 'reviews']);
  });

  it('acts only on a change: the same decision twice runs no callbacks', () => {
    const { page, registry, calls, script } = setup();
    registry.register(script());
    registry.decide('functional', true);
    registry.decide('functional', true);
    expect(calls).toEqual(['approve', 'beforeLoad']);
    expect(page.inserted).toHaveLength(1);
  });

  it('keeps categories apart: advertising consent loads advertising scripts only', () => {
    const { page, registry, script } = setup();
    const functional = registry.register(script());
    const ads = registry.register(script({ id: 'gtm', category: 'advertising' }));
    registry.decide('advertising', true);
    expect(ads.status).toBe('loaded');
    expect(functional.status).toBe('pending');
    expect(page.inserted.map((s) => s.id)).toEqual(['gtm']);
    expect(registry.decision('functional')).toBeUndefined();
    expect(registry.decision('advertising')).toBe(true);
  });

  it('registering an id again replaces its callbacks and never loads it twice; onLoaded tells the newcomer it is there', () => {
    const { page, registry, calls, script } = setup();
    const first = registry.register(script());
    registry.decide('functional', true);
    page.load('reviews');
    first.unregister();
    calls.length = 0;
    const again = registry.register(script({ onLoaded: () => calls.push('loaded again') }));
    expect(again.status).toBe('loaded');
    expect(page.inserted).toHaveLength(1);
    expect(calls).toEqual(['approve', 'loaded again']);
  });

  it('an unregistered script gets no more callbacks', () => {
    const { registry, calls, script } = setup();
    registry.register(script()).unregister();
    registry.decide('functional', true);
    expect(calls).toEqual([]);
    expect(registry.scripts()).toEqual([]);
  });

  it('logs, never throws: a callback that throws, a script that fails to load, a bad entry (SPEC §8)', () => {
    const { page, log, registry, script } = setup();
    registry.register(
      script({
        onApprove: () => {
          throw new Error('widget bug');
        },
      }),
    );
    expect(() => registry.decide('functional', true)).not.toThrow();
    page.fail('reviews');
    const bad = registry.register({ id: 'evil', src: 'javascript:alert(1)' });
    const protocolRelative = registry.register({ id: 'pr', src: '//evil.example/x.js' });
    const plainHttp = registry.register({ id: 'http', src: 'http://widgets.example/x.js' });
    expect(bad.status).toBe('removed');
    expect(protocolRelative.status).toBe('removed');
    expect(plainHttp.status).toBe('removed');
    expect(page.inserted.map((s) => s.id)).toEqual(['reviews']);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      "Consent script 'reviews': onApprove failed",
      "Consent script 'reviews' failed to load from https://widgets.example/reviews.js",
      "Consent script not registered: 'evil' needs an https: address or a path on this site",
      "Consent script not registered: 'pr' needs an https: address or a path on this site",
      "Consent script not registered: 'http' needs an https: address or a path on this site",
    ]);
  });

  it('a host that cannot add the script leaves it off the page and logs', () => {
    const log = jest.fn();
    const registry = createScriptRegistry(
      {
        insert: () => {
          throw new Error('no document');
        },
        remove: () => undefined,
      },
      log,
    );
    registry.register({ id: 'x', src: '/x.js' });
    expect(() => registry.decide('functional', true)).not.toThrow();
    expect(log).toHaveBeenCalledWith("Consent script 'x' could not be added to the page", expect.any(Error));
  });
});
