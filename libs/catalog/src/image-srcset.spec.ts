import {
  DEFAULT_IMAGE_FORMAT,
  IMAGE_DENSITIES,
  IMAGE_SCREEN_WIDTHS,
  IMAGE_WIDTHS,
  imageSrcSet,
  optimizedImageUrl,
} from './image-srcset';

const DOG = '/media/content/happy-dog.svg';
const ENC = '%2Fmedia%2Fcontent%2Fhappy-dog.svg';

describe('image constants (SPEC §9)', () => {
  it('has the screen widths, densities and default format of §9', () => {
    expect(IMAGE_SCREEN_WIDTHS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(DEFAULT_IMAGE_FORMAT).toBe('webp');
  });
});

describe('optimizedImageUrl', () => {
  it.each([
    [{ width: 320 }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, height: 200 }, `/api/images?src=${ENC}&w=320&h=200`],
    [{ width: 320, format: 'avif' as const }, `/api/images?src=${ENC}&w=320&format=avif`],
    [{ width: 320, format: 'webp' as const }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, quality: 60 }, `/api/images?src=${ENC}&w=320&q=60`],
    [{ width: 320, quality: 75 }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, fit: 'contain' as const }, `/api/images?src=${ENC}&w=320&fit=contain`],
    [{ width: 320, fit: 'cover' as const }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, background: '#FFAA00' }, `/api/images?src=${ENC}&w=320&bg=ffaa00`],
    [
      {
        width: 640,
        height: 400,
        format: 'jpeg' as const,
        quality: 90,
        fit: 'contain' as const,
        background: 'fff',
      },
      `/api/images?src=${ENC}&w=640&h=400&format=jpeg&q=90&fit=contain&bg=fff`,
    ],
  ])('%p', (options, expected) => {
    expect(optimizedImageUrl(DOG, options)).toBe(expected);
  });

  it('encodes an absolute content-host URL whole', () => {
    expect(optimizedImageUrl('https://cdn.petnutrition.example/a b.png?v=2', { width: 100 })).toBe(
      '/api/images?src=https%3A%2F%2Fcdn.petnutrition.example%2Fa+b.png%3Fv%3D2&w=100',
    );
  });
});

describe('imageSrcSet', () => {
  const u = (w: number, extra = '') => `/api/images?src=${ENC}&w=${w}${extra}`;

  it('offers every §9 width at densities 1 and 2, deduplicated and sorted, by default', () => {
    expect(imageSrcSet(DOG)).toBe(
      [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072].map((w) => `${u(w)} ${w}w`).join(', '),
    );
  });

  it('takes its own widths and densities', () => {
    expect(imageSrcSet(DOG, { widths: [200, 100], densities: [1] })).toBe(`${u(100)} 100w, ${u(200)} 200w`);
    expect(imageSrcSet(DOG, { widths: [300], densities: [1, 1.5, 2] })).toBe(
      `${u(300)} 300w, ${u(450)} 450w, ${u(600)} 600w`,
    );
  });

  it('leaves out candidates past the 4096 maximum', () => {
    expect(imageSrcSet(DOG, { widths: [1536, 3000], densities: [1, 2] })).toBe(
      `${u(1536)} 1536w, ${u(3000)} 3000w, ${u(3072)} 3072w`,
    );
  });

  it('gives each candidate a height from the aspect ratio, and passes the other options on', () => {
    expect(
      imageSrcSet(DOG, {
        widths: [320],
        densities: [1, 2],
        aspectRatio: 4 / 3,
        format: 'avif',
        fit: 'contain',
      }),
    ).toBe(
      `${u(320, '&h=240&format=avif&fit=contain')} 320w, ${u(640, '&h=480&format=avif&fit=contain')} 640w`,
    );
  });

  it('uses x descriptors for a fixed width', () => {
    expect(imageSrcSet(DOG, { width: 200 })).toBe(`${u(200)} 1x, ${u(400)} 2x`);
    expect(imageSrcSet(DOG, { width: 200, aspectRatio: 2, quality: 50 })).toBe(
      `${u(200, '&h=100&q=50')} 1x, ${u(400, '&h=200&q=50')} 2x`,
    );
    expect(imageSrcSet(DOG, { width: 3000 })).toBe(`${u(3000)} 1x`);
  });

  it('is empty when nothing fits', () => {
    expect(imageSrcSet(DOG, { widths: [] })).toBe('');
  });
});
