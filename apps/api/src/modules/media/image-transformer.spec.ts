import sharp from 'sharp';
import {
  expectedOutputSize,
  ImageTransformer,
  MAX_OUTPUT_PIXELS,
  MAX_PIXELS,
  parseHexColour,
} from './image-transformer';

describe('ImageTransformer', () => {
  const saved = { concurrency: sharp.concurrency(), cache: sharp.cache() };
  afterEach(() => {
    sharp.concurrency(saved.concurrency);
    sharp.cache({
      memory: saved.cache.memory.max,
      files: saved.cache.files.max,
      items: saved.cache.items.max,
    });
  });

  it('limits sharp to the threads its capacity gives it, and turns off libvips’ operation cache', () => {
    sharp.cache(true);
    new ImageTransformer({ slots: 1, queue: 8, sharpThreads: 3 });
    expect(sharp.concurrency()).toBe(3);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });

  it('refuses, before decoding it, a rendition past the output budget: a tall image at the widest width', async () => {
    const transformer = new ImageTransformer({ slots: 1, queue: 8, sharpThreads: 1 });
    const tall = await sharp({ create: { width: 100, height: 201, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const spec = { format: 'webp' as const, quality: 75, fit: 'cover' as const };
    await expect(transformer.transform(tall, { ...spec, width: 3072 })).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: `The rendition would be 3072x6175, over ${MAX_OUTPUT_PIXELS} pixels`,
    });
    const out = await transformer.transform(tall, { ...spec, width: 320 });
    expect(await sharp(out).metadata()).toMatchObject({ width: 320, height: 643 });
  });
});

describe('parseHexColour', () => {
  it.each([
    ['fff', { r: 255, g: 255, b: 255, alpha: 1 }],
    ['#0A0b0C', { r: 10, g: 11, b: 12, alpha: 1 }],
    ['#ff000080', { r: 255, g: 0, b: 0, alpha: 0.502 }],
    ['00000000', { r: 0, g: 0, b: 0, alpha: 0 }],
  ])('%s', (value, colour) => {
    expect(parseHexColour(value)).toEqual(colour);
  });
});

describe('expectedOutputSize', () => {
  it.each([
    [{ fit: 'cover' as const }, 480, 320],
    [{ width: 200, fit: 'cover' as const }, 200, 133],
    [{ height: 100, fit: 'cover' as const }, 480 * (100 / 320), 100],
    [{ width: 200, height: 100, fit: 'cover' as const }, 200, 100],
    [{ width: 200, height: 100, fit: 'contain' as const }, 200, 100],
    [{ width: 200, height: 100, fit: 'fill' as const }, 200, 100],
    [{ width: 200, height: 100, fit: 'inside' as const }, 150, 100],
    [{ width: 200, height: 100, fit: 'outside' as const }, 200, 133],
    [{ width: 1, height: 1, fit: 'inside' as const }, 1, 1],
  ])('a 480x320 image with %p comes out %ix%i', (spec, width, height) => {
    expect(expectedOutputSize(480, 320, spec)).toEqual({ width, height });
  });

  it('shows the huge output of fit=outside on a sliver, which the budget refuses', () => {
    const out = expectedOutputSize(100, 1, { width: 3072, height: 3072, fit: 'outside' });
    expect(out).toEqual({ width: 307_200, height: 3072 });
    expect(out.width * out.height).toBeGreaterThan(MAX_OUTPUT_PIXELS);
  });

  it('allows the widest rendition of an image twice as tall as wide, and no taller', () => {
    expect(MAX_OUTPUT_PIXELS).toBe(3072 * 6144);
    expect(MAX_OUTPUT_PIXELS).toBeLessThan(MAX_PIXELS);
    const { width, height } = expectedOutputSize(100, 200, { width: 3072, fit: 'cover' });
    expect(width * height).toBe(MAX_OUTPUT_PIXELS);
  });
});
