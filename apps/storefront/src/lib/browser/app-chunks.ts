/** The element the API lists the page's script chunks in (apps/api/src/storefront/first-view). */
export const APP_CHUNKS_ID = 'app-chunks';

const CHUNK_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * Asks for every script chunk the page's first render needs at once (the app, its route, their
 * imports), as listed by the server, instead of the app first and then each route's chunk once the
 * router has matched the URL. Entries that are not chunk paths are ignored; so is an unreadable list.
 */
export function preloadAppChunks(doc: Document = document): void {
  const text = doc.getElementById(APP_CHUNKS_ID)?.textContent;
  if (!text) return;
  let chunks: unknown;
  try {
    chunks = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(chunks)) return;
  for (const chunk of chunks) {
    if (typeof chunk !== 'string' || !CHUNK_PATH.test(chunk)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunk;
    doc.head.appendChild(link);
  }
}
