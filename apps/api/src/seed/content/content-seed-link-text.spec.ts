import { buildContentImport } from './build-content-import';

/**
 * Link texts search engines and screen-reader users read out of context as 'a link to nowhere in
 * particular': Lighthouse's SEO audit 'link-text' (its English list) fails a page with any of them.
 */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/** Every text the seeded content shows as a link: labels, buttons, and anchors in rich text. */
function linkTexts(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const [, text] of value.matchAll(/<a\b[^>]*>([^<]*)<\/a>/gi)) found.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) linkTexts(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['linkLabel'] === 'string') found.push(record['linkLabel']);
    if (typeof record['url'] === 'string') {
      for (const key of ['label', 'text']) if (typeof record[key] === 'string') found.push(record[key]);
    }
    for (const child of Object.values(record)) linkTexts(child, found);
  }
  return found;
}

// The seed is the shop a newcomer and a crawler see first; its links say where they go.
describe('content seed link texts', () => {
  const texts = linkTexts(
    buildContentImport({ dog: ['dog-a', 'dog-b'], cat: ['cat-a', 'cat-b'] }, ['SKU-1', 'SKU-2']),
  );

  it('finds the links of announcements, banners, navigation and pages', () => {
    expect(texts).toEqual(expect.arrayContaining(['Details', 'FAQ', 'Shop Dog Food']));
  });

  it('never uses a generic text such as "Learn more"', () => {
    expect(texts.filter((text) => GENERIC_LINK_TEXTS.has(text.trim().toLowerCase()))).toEqual([]);
  });
});
