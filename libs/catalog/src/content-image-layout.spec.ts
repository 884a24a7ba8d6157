import { contentImageAttributes, featureImageLayout } from './content-image-layout';
import { imageSrcSet } from './image-srcset';

describe('featureImageLayout', () => {
  it('lays a single feature out as a 4:3 hero, half the page from 960 px; several as 16:9 cards', () => {
    expect(featureImageLayout(true)).toEqual({ aspectRatio: 4 / 3, sizes: '(min-width: 960px) 50vw, 100vw' });
    expect(featureImageLayout(false).aspectRatio).toBe(16 / 9);
    expect(featureImageLayout(false).sizes).toContain('33vw');
  });
});

describe('contentImageAttributes', () => {
  it('crops every rendition to the aspect ratio and reserves the box with width and height', () => {
    const image = contentImageAttributes('/content-assets/home-hero.svg', 4 / 3);
    expect(image).toMatchObject({ width: 1280, height: 960 });
    expect(image.src).toBe('/api/images?src=%2Fcontent-assets%2Fhome-hero.svg&w=768&h=576');
    expect(image.srcSet).toBe(imageSrcSet('/content-assets/home-hero.svg', { aspectRatio: 4 / 3 }));
    expect(image.srcSet).toMatch(/&h=\d+ \d+w/);
  });
});
