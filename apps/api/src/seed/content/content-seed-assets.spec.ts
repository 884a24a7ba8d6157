import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ASSET_PREFIX, mediaFolder } from '../../modules/media';
import { buildSeedPages } from './content-pages.seed-data';
import * as siteSeed from './content-site.seed-data';

// The seed is what a newcomer sees first: a broken picture on the home page is a broken shop.
describe('content seed images', () => {
  const seedText = JSON.stringify([
    siteSeed,
    buildSeedPages({ dog: ['dog-a', 'dog-b'], cat: ['cat-a', 'cat-b'] }),
  ]);
  const referenced = [...new Set(seedText.match(/\/content-assets\/[\w./-]+/g) ?? [])];

  it('references some content images', () => {
    expect(referenced.length).toBeGreaterThan(0);
  });

  it.each(referenced)('%s exists in the media folder', (path) => {
    const file = join(mediaFolder(), 'content', path.slice(CONTENT_ASSET_PREFIX.length));
    expect(existsSync(file)).toBe(true);
  });
});
