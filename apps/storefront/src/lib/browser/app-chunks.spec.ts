import { afterEach, describe, expect, it } from 'vitest';
import { APP_CHUNKS_ID, preloadAppChunks } from './app-chunks';

function listChunks(text: string): void {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = APP_CHUNKS_ID;
  list.textContent = text;
  document.body.appendChild(list);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadAppChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('asks for every chunk the server listed, at once', () => {
    listChunks(JSON.stringify(['/assets/start-K1.js', '/assets/pdp-E5.js']));
    preloadAppChunks();
    expect(preloaded()).toEqual(['/assets/start-K1.js', '/assets/pdp-E5.js']);
  });

  it('ignores entries that are not chunk paths, and a list it cannot read', () => {
    listChunks(JSON.stringify(['https://evil.example/x.js', '/assets/../x.js', 42, '/assets/ok-1.js']));
    preloadAppChunks();
    expect(preloaded()).toEqual(['/assets/ok-1.js']);
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    listChunks('{not json');
    expect(() => preloadAppChunks()).not.toThrow();
    expect(preloaded()).toEqual([]);
  });

  it('does nothing on a page the server listed nothing for', () => {
    preloadAppChunks();
    expect(preloaded()).toEqual([]);
  });
});
