import type { Page } from '@playwright/test';

/** Two controls whose boxes cross, named so a failure says which. */
export interface ControlOverlap {
  first: string;
  second: string;
}

/**
 * Pairs of visible controls (links, buttons, inputs, selects, text areas) inside `scope` whose
 * bounding boxes overlap by more than a pixel: on a phone that is text drawn over a button, or
 * a tap that lands on the wrong control. Visually hidden controls (1 px, clipped) and a control
 * inside another are not counted.
 */
export async function overlappingControls(page: Page, scope = 'body'): Promise<ControlOverlap[]> {
  return page.locator(scope).evaluate((root) => {
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    )
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 2 && box.height > 2;
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 40)}"`;
    const overlaps: Array<{ first: string; second: string }> = [];
    controls.forEach((a, index) => {
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) overlaps.push({ first: name(a.element), second: name(b.element) });
      }
    });
    return overlaps;
  });
}

/** How far the page is wider than the window (0 when it fits): a phone would scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
