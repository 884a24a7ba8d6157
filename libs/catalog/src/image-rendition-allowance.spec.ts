import {
  ALLOWED_IMAGE_HEIGHTS,
  ALLOWED_IMAGE_QUALITIES,
  ALLOWED_IMAGE_WIDTHS,
  CARD_IMAGE_HEIGHTS,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_ASPECT_RATIOS,
  IMAGE_CROPS,
  IMAGE_DENSITIES,
  IMAGE_SCREEN_WIDTHS,
  IMAGE_WIDTHS,
  allowedImageBox,
  allowedImageHeights,
  allowedImageQuality,
  allowedImageWidth,
  imageHeightProblem,
  imageQualityProblem,
  imageWidthProblem,
} from './image-rendition-allowance';

describe('image constants (SPEC §9)', () => {
  it('has the screen widths, densities, card heights and default quality', () => {
    expect(IMAGE_SCREEN_WIDTHS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(CARD_IMAGE_HEIGHTS).toEqual({ mobile: 120, other: 200 });
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
  });
});

describe('the allowed lists', () => {
  it('widths: the screen widths and the 32 px logo at 1x and 2x', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([32, 64, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('heights: the card heights at 1x and 2x', () => {
    expect(ALLOWED_IMAGE_HEIGHTS).toEqual([120, 200, 240, 400]);
  });

  it('crops: the square logo, the 4:3 hero, the 16:9 banners and features', () => {
    expect(IMAGE_CROPS).toEqual({ square: 1, '4:3': 4 / 3, '16:9': 16 / 9 });
    expect(IMAGE_ASPECT_RATIOS).toEqual([1, 4 / 3, 16 / 9]);
  });

  it('qualities: a short list around the default', () => {
    expect(ALLOWED_IMAGE_QUALITIES).toEqual([50, 75, 90]);
    expect(ALLOWED_IMAGE_QUALITIES).toContain(DEFAULT_IMAGE_QUALITY);
  });

  it('heights with an allowed w add the square, 4:3 and 16:9 crops at that width', () => {
    expect(allowedImageHeights(320)).toEqual([120, 180, 200, 240, 320, 400]);
    expect(allowedImageHeights(768)).toEqual([120, 200, 240, 400, 432, 576, 768]);
    expect(allowedImageHeights(32)).toEqual([18, 24, 32, 120, 200, 240, 400]);
    expect(allowedImageHeights(333)).toEqual(ALLOWED_IMAGE_HEIGHTS);
    expect(allowedImageHeights()).toEqual(ALLOWED_IMAGE_HEIGHTS);
  });
});

describe('imageWidthProblem', () => {
  it.each(ALLOWED_IMAGE_WIDTHS.map((w) => [w]))('accepts w=%i', (w) => {
    expect(imageWidthProblem({ w })).toBeUndefined();
  });

  it.each([
    [0],
    [1],
    [31],
    [33],
    [100],
    [319],
    [321],
    [1920],
    [3073],
    [4096],
    [-320],
    [320.5],
    ['320'],
    [NaN],
  ])('refuses w=%p, naming the allowed widths', (w) => {
    expect(imageWidthProblem({ w })).toBe(
      'w must be one of 32, 64, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072',
    );
  });

  it('refuses neither w nor h, and takes h alone', () => {
    expect(imageWidthProblem({})).toBe(
      'w or h is required: w one of 32, 64, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072, or h one of 120, 200, 240, 400',
    );
    expect(imageWidthProblem({ h: 200 })).toBeUndefined();
  });
});

describe('imageHeightProblem', () => {
  it.each([[120], [200], [240], [400]])('accepts h=%i alone', (h) => {
    expect(imageHeightProblem({ h })).toBeUndefined();
  });

  it.each([
    [320, 200, 'a card box'],
    [640, 400, 'a card box at 2x'],
    [32, 32, 'the square logo'],
    [64, 64, 'the logo at 2x'],
    [768, 576, 'a 4:3 crop'],
    [3072, 2304, 'a 4:3 crop at the largest width'],
    [320, 180, 'a 16:9 crop'],
    [1536, 864, 'a 16:9 crop'],
  ])('accepts w=%i with h=%i (%s)', (w, h) => {
    expect(imageHeightProblem({ w, h })).toBeUndefined();
  });

  it('is not concerned when h is absent', () => {
    expect(imageHeightProblem({ w: 320 })).toBeUndefined();
  });

  it.each([
    [{ h: 100 }, 'h must be one of 120, 200, 240, 400'],
    [{ h: 121 }, 'h must be one of 120, 200, 240, 400'],
    [{ h: 180 }, 'h must be one of 120, 200, 240, 400'],
    [{ h: 4096 }, 'h must be one of 120, 200, 240, 400'],
    [{ h: '200' }, 'h must be one of 120, 200, 240, 400'],
    [{ w: 320, h: 213 }, 'h must be one of 120, 180, 200, 240, 320, 400 with w=320'],
    [{ w: 320, h: 181 }, 'h must be one of 120, 180, 200, 240, 320, 400 with w=320'],
    [{ w: 333, h: 333 }, 'h must be one of 120, 200, 240, 400'],
  ])('refuses %p, naming the heights allowed', (request, problem) => {
    expect(imageHeightProblem(request)).toBe(problem);
  });
});

describe('imageQualityProblem', () => {
  it.each([[50], [75], [90]])('accepts q=%i', (q) => {
    expect(imageQualityProblem(q)).toBeUndefined();
  });

  it.each([[0], [1], [49], [60], [76], [100], ['75'], [undefined]])('refuses q=%p', (q) => {
    expect(imageQualityProblem(q)).toBe('q must be one of 50, 75, 90');
  });
});

describe('allowedImageWidth', () => {
  it.each([
    [1, 32],
    [32, 32],
    [33, 64],
    [72, 320],
    [320, 320],
    [321, 640],
    [600, 640],
    [700, 768],
    [1536, 1536],
    [1537, 2048],
    [3072, 3072],
    [3073, 3072],
    [10_000, 3072],
    [0, 32],
    [-5, 32],
    [NaN, 32],
  ])('moves %p to %i', (requested, allowed) => {
    expect(allowedImageWidth(requested)).toBe(allowed);
  });
});

describe('allowedImageQuality', () => {
  it.each([
    [1, 50],
    [50, 50],
    [60, 50],
    [62.5, 75],
    [75, 75],
    [82, 75],
    [83, 90],
    [100, 90],
  ])('moves %p to %i', (requested, allowed) => {
    expect(allowedImageQuality(requested)).toBe(allowed);
  });
});

describe('allowedImageBox', () => {
  it.each([
    [320, undefined, { width: 320 }],
    [600, undefined, { width: 640 }],
    [32, 32, { width: 32, height: 32 }],
    [40, 40, { width: 64, height: 64 }],
    [768, 576, { width: 768, height: 576 }],
    [700, 700 / (16 / 9), { width: 768, height: 432 }],
    [320, 320 / (4 / 3), { width: 320, height: 240 }],
    [320, 200, { width: 320, height: 200 }],
    [160, 100, { width: 320, height: 200 }],
    [240, 120, { width: 320 }],
    [300, 200, { width: 320 }],
    [320, 0, { width: 320 }],
    [5000, 5000, { width: 3072, height: 3072 }],
  ])('%p x %p becomes %p', (width, height, box) => {
    expect(allowedImageBox(width, height)).toEqual(box);
  });

  it('gives only boxes the checks accept, for any requested size and shape', () => {
    const sizes = [1, 16, 31, 32, 33, 50, 64, 72, 100, 200, 320, 333, 600, 768, 999, 1920, 3072, 5000];
    for (const width of sizes) {
      for (const height of [undefined, ...sizes]) {
        const { width: w, height: h } = allowedImageBox(width, height);
        expect({
          width,
          height,
          problem: imageWidthProblem({ w, h }) ?? imageHeightProblem({ w, h }),
        }).toEqual({
          width,
          height,
          problem: undefined,
        });
      }
    }
  });
});
