/** Longest the app waits for the first view's main image before loading anyway. */
const MAIN_IMAGE_WAIT_MS = 1_500;
/** Longest it waits for a frame: a tab opened in the background paints none until shown. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the server's first view in `container` has painted: the next frame, and when it
 * has a main image (`fetchpriority="high"`), that image's paint, or 1.5 s. The app's scripts are
 * fetched only then (main.tsx), so they never take the connection from the page's main image nor
 * hold up the first paint; and the image's paint is the page's largest, not the app's copy of it
 * drawn later. Without a first view there is nothing to wait for.
 */
export async function firstViewPainted(container: HTMLElement | null): Promise<void> {
  if (!container?.firstElementChild) return;
  await nextFrame();
  const image = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image) await Promise.race([painted(image), delay(MAIN_IMAGE_WAIT_MS)]);
}

function nextFrame(): Promise<void> {
  const framed = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return Promise.race([framed, delay(FRAME_WAIT_MS)]);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves when the browser has reported the image's paint. Decoded is not enough: an image
 * removed before its paint is reported never counts. Without the paint timing API, once decoded.
 */
function painted(image: HTMLImageElement): Promise<unknown> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return typeof image.decode === 'function' ? image.decode().catch(() => undefined) : Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (!entries.some((entry) => entry.element === image)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
