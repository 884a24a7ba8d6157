import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { MAX_PARALLEL_ROUTE_PRELOADS, preloadRoutesOnIntent } from './route-preloads';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A router whose pages are lazy, each loading until told. */
function lazyRouter(paths: string[]) {
  const loads = new Map<string, { calls: number; finish: () => void }>();
  const routes = paths.map((path) => {
    const load = { calls: 0, finish: () => undefined as void };
    loads.set(path, load);
    return {
      path,
      lazy: () => {
        load.calls += 1;
        return new Promise<{ Component: () => null }>((resolve) => {
          load.finish = () => resolve({ Component: () => null });
        });
      },
    };
  });
  return { router: createMemoryRouter([{ path: '/', children: routes }]), loads };
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.appendChild(a);
  return a;
}

const point = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('route preloads on a link pointed at (SPEC §9: up to 4 in parallel)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("loads a pointed-at link's page code once, without navigating", async () => {
    const { router, loads } = lazyRouter(['faq', 'cart']);
    stop = preloadRoutesOnIntent(router, matchRoutes);
    const faq = link('/faq');
    point(faq);
    faq.dispatchEvent(new Event('focusin', { bubbles: true }));
    point(faq);
    await settle();
    expect(loads.get('faq')?.calls).toBe(1);
    expect(loads.get('cart')?.calls).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('preloads at most 4 routes at once, the next when one is loaded', async () => {
    const paths = ['a', 'b', 'c', 'd', 'e', 'f'];
    const { router, loads } = lazyRouter(paths);
    stop = preloadRoutesOnIntent(router, matchRoutes);
    for (const path of paths) point(link(`/${path}`));
    await settle();
    const calls = () => paths.map((path) => loads.get(path)?.calls);
    expect(MAX_PARALLEL_ROUTE_PRELOADS).toBe(4);
    expect(calls()).toEqual([1, 1, 1, 1, 0, 0]);
    loads.get('b')?.finish();
    await settle();
    expect(calls()).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it('ignores links to other sites, new windows and downloads', async () => {
    const { router, loads } = lazyRouter(['faq']);
    stop = preloadRoutesOnIntent(router, matchRoutes);
    point(link('https://elsewhere.example/faq'));
    point(link('/faq', { target: '_blank' }));
    point(link('/faq', { download: '' }));
    point(document.body);
    await settle();
    expect(loads.get('faq')?.calls).toBe(0);
  });

  it('stops listening when told', async () => {
    const { router, loads } = lazyRouter(['faq']);
    preloadRoutesOnIntent(router, matchRoutes)();
    point(link('/faq'));
    await settle();
    expect(loads.get('faq')?.calls).toBe(0);
  });
});
