/**
 * The page's headings in document order as 'h2 Products' lines, and those that skip a level on the
 * way down (an h3 right after an h1): what axe's heading-order rule, and so Lighthouse, reports.
 * Hidden headings count as a screen reader meets them: visually hidden ones are in the outline.
 */
export function headingOutline(root: ParentNode = document): { outline: string[]; skips: string[] } {
  const headings = Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'));
  const outline: string[] = [];
  const skips: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    const line = `h${level} ${heading.textContent?.trim() ?? ''}`;
    outline.push(line);
    if (previous > 0 && level > previous + 1) skips.push(line);
    previous = level;
  }
  return { outline, skips };
}
