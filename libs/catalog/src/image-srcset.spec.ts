import { imageHeightProblem, imageQualityProblem, imageWidthProblem } from './image-rendition-allowance';
import {
  DEFAULT_IMAGE_FORMAT,
  imageSrcSet,
  optimizedImageUrl,
  type ImageSrcSetOptions,
} from './image-srcset';

const DOG = '/media/content/happy-dog.svg';
const ENC = '%2Fmedia%2Fcontent%2Fhappy-dog.svg';

describe('image constants (SPEC §9)', () => {
  it('has the default format of §9', () => {
    expect(DEFAULT_IMAGE_FORMAT).toBe('webp');
  });
});

describe('optimizedImageUrl', () => {
  it.each([
    [{ width: 320 }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, height: 200 }, `/api/images?src=${ENC}&w=320&h=200`],
    [{ width: 320, format: 'avif' as const }, `/api/images?src=${ENC}&w=320&format=avif`],
    [{ width: 320, format: 'webp' as const }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, quality: 50 }, `/api/images?src=${ENC}&w=320&q=50`],
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

  it.each([
    [{ width: 600 }, `/api/images?src=${ENC}&w=640`],
    [{ width: 72 }, `/api/images?src=${ENC}&w=320`],
    [{ width: 4096 }, `/api/images?src=${ENC}&w=3072`],
    [{ width: 160, height: 100 }, `/api/images?src=${ENC}&w=320&h=200`],
    [{ width: 700, height: 525 }, `/api/images?src=${ENC}&w=768&h=576`],
    [{ width: 240, height: 120 }, `/api/images?src=${ENC}&w=320`],
    [{ width: 320, quality: 60 }, `/api/images?src=${ENC}&w=320&q=50`],
    [{ width: 320, quality: 100 }, `/api/images?src=${ENC}&w=320&q=90`],
  ])('moves %p to an allowed rendition', (options, expected) => {
    expect(optimizedImageUrl(DOG, options)).toBe(expected);
  });

  it('encodes an absolute content-host URL whole', () => {
    expect(optimizedImageUrl('https://cdn.petnutrition.example/a b.png?v=2', { width: 320 })).toBe(
      '/api/images?src=https%3A%2F%2Fcdn.petnutrition.example%2Fa+b.png%3Fv%3D2&w=320',
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

  it('takes its own widths and densities, moved up to allowed widths', () => {
    expect(imageSrcSet(DOG, { widths: [640, 320], densities: [1] })).toBe(`${u(320)} 320w, ${u(640)} 640w`);
    expect(imageSrcSet(DOG, { widths: [300], densities: [1, 1.5, 2] })).toBe(
      `${u(320)} 320w, ${u(640)} 640w`,
    );
    expect(imageSrcSet(DOG, { widths: [200, 100], densities: [1] })).toBe(`${u(320)} 320w`);
  });

  it('offers nothing past the largest allowed width', () => {
    expect(imageSrcSet(DOG, { widths: [1536, 3000], densities: [1, 2] })).toBe(
      `${u(1536)} 1536w, ${u(3072)} 3072w`,
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

  it('leaves the height out of candidates whose box has no allowed shape', () => {
    expect(imageSrcSet(DOG, { widths: [320], densities: [1, 2], aspectRatio: 1.6 })).toBe(
      `${u(320, '&h=200')} 320w, ${u(640, '&h=400')} 640w`,
    );
    expect(imageSrcSet(DOG, { widths: [768], densities: [1], aspectRatio: 1.6 })).toBe(`${u(768)} 768w`);
  });

  it('uses x descriptors for a fixed width', () => {
    expect(imageSrcSet(DOG, { width: 32 })).toBe(`${u(32)} 1x, ${u(64)} 2x`);
    expect(imageSrcSet(DOG, { width: 32, aspectRatio: 1, quality: 50 })).toBe(
      `${u(32, '&h=32&q=50')} 1x, ${u(64, '&h=64&q=50')} 2x`,
    );
    expect(imageSrcSet(DOG, { width: 200 })).toBe(`${u(320)} 1x, ${u(640)} 2x`);
    expect(imageSrcSet(DOG, { width: 3000 })).toBe(`${u(3072)} 1x`);
  });

  it('is empty when nothing fits', () => {
    expect(imageSrcSet(DOG, { widths: [] })).toBe('');
  });
});

/**
 * The options the storefront passes today (product-image.tsx for cards, the gallery and its
 * thumbnails; header-logo.tsx; content-image.tsx for the 4:3 hero and the 16:9 banners and
 * features), and a sweep around them: every URL the builders make must pass the API's checks.
 */
describe('every URL the builders make is one the image path allows', () => {
  const problemsOf = (url: string) => {
    const query = new URL(url, 'http://shop.test').searchParams;
    const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
    const request = { w: number('w'), h: number('h') };
    return [
      imageWidthProblem(request),
      imageHeightProblem(request),
      imageQualityProblem(number('q') ?? 75),
    ].filter(Boolean);
  };
  const urlsOf = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]);

  const storefrontUrls = [
    ...[320, 600, 72].map((width) => optimizedImageUrl(DOG, { width, fit: 'contain' })),
    ...urlsOf(imageSrcSet(DOG, { fit: 'contain' })),
    optimizedImageUrl(DOG, { width: 32, height: 32, fit: 'contain' }),
    ...urlsOf(imageSrcSet(DOG, { width: 32, aspectRatio: 1, fit: 'contain' })),
    ...[4 / 3, 16 / 9].flatMap((aspectRatio) => [
      optimizedImageUrl(DOG, { width: 768, height: Math.round(768 / aspectRatio) }),
      ...urlsOf(imageSrcSet(DOG, { aspectRatio })),
    ]),
  ];

  it('checks what it claims to: a URL of the old builder is refused', () => {
    expect(problemsOf('/api/images?src=x&w=600&h=450&q=60')).toHaveLength(3);
  });

  it.each(storefrontUrls.map((url) => [url]))('the storefront’s %s', (url) => {
    expect(problemsOf(url)).toEqual([]);
  });

  it('any width, height, shape, density and quality', () => {
    const sizes = [1, 31, 33, 72, 100, 200, 333, 600, 700, 1000, 1920, 3000, 5000];
    const shapes = [undefined, 0.5, 1, 1.25, 4 / 3, 1.5, 1.6, 16 / 9, 3];
    const urls: string[] = [];
    for (const width of sizes) {
      for (const quality of [undefined, 1, 60, 80, 100]) {
        for (const aspectRatio of shapes) {
          const options: ImageSrcSetOptions = { quality, aspectRatio };
          urls.push(optimizedImageUrl(DOG, { width, quality, height: aspectRatio && width / aspectRatio }));
          urls.push(...urlsOf(imageSrcSet(DOG, { ...options, width })));
          urls.push(...urlsOf(imageSrcSet(DOG, { ...options, widths: [width], densities: [1, 1.5, 2, 3] })));
        }
      }
    }
    expect(urls.filter((url) => problemsOf(url).length > 0)).toEqual([]);
    expect(urls.length).toBeGreaterThan(1000);
  });
});
