import { describe, expect, it, vi } from 'vitest';
import { CONSENT_SCRIPT_ATTRIBUTE, domScriptHost } from './dom-script-host';

describe('domScriptHost', () => {
  it('adds the script (async, its attributes) and its stylesheets, marked with the id', () => {
    const host = domScriptHost();
    host.insert(
      {
        id: 'reviews',
        src: '/widgets/reviews.js',
        attributes: { 'data-shop': 'dtc' },
        stylesheets: ['/widgets/reviews.css'],
      },
      { loaded: vi.fn(), failed: vi.fn() },
    );
    const script = document.head.querySelector<HTMLScriptElement>(
      `script[${CONSENT_SCRIPT_ATTRIBUTE}="reviews"]`,
    );
    expect(script?.getAttribute('src')).toBe('/widgets/reviews.js');
    expect(script?.async).toBe(true);
    expect(script?.dataset.shop).toBe('dtc');
    expect(
      document.head.querySelector(`link[${CONSENT_SCRIPT_ATTRIBUTE}="reviews"]`)?.getAttribute('href'),
    ).toBe('/widgets/reviews.css');
  });

  it('reports load and failure from the element’s events', () => {
    const host = domScriptHost();
    const loaded = vi.fn();
    const failed = vi.fn();
    host.insert({ id: 'a', src: '/a.js', attributes: {}, stylesheets: [] }, { loaded, failed });
    document.head.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}="a"]`)?.dispatchEvent(new Event('load'));
    expect(loaded).toHaveBeenCalledTimes(1);
    host.insert({ id: 'b', src: '/b.js', attributes: {}, stylesheets: [] }, { loaded, failed });
    document.head.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}="b"]`)?.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledWith(expect.any(Error));
  });

  it('removes every script and link element marked with the id, and only those', () => {
    const host = domScriptHost();
    const events = { loaded: vi.fn(), failed: vi.fn() };
    host.insert({ id: 'gone', src: '/g.js', attributes: {}, stylesheets: ['/g.css'] }, events);
    host.insert({ id: 'kept', src: '/k.js', attributes: {}, stylesheets: [] }, events);
    const ownStyle = document.createElement('link');
    ownStyle.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, 'gone');
    document.body.append(ownStyle);
    host.remove('gone');
    expect(document.querySelectorAll(`[${CONSENT_SCRIPT_ATTRIBUTE}="gone"]`)).toHaveLength(0);
    expect(document.querySelectorAll(`[${CONSENT_SCRIPT_ATTRIBUTE}="kept"]`)).toHaveLength(1);
  });
});
