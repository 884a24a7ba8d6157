import { negotiateImageFormat } from './image-format-negotiation';

describe('negotiateImageFormat', () => {
  it.each([
    [undefined, 'webp'],
    ['', 'webp'],
    ['*/*', 'webp'],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'webp'],
    ['image/webp;q=0, image/*', 'avif'],
    ['image/avif', 'avif'],
    ['image/png, image/jpeg', 'png'],
    ['IMAGE/JPEG', 'jpeg'],
    ['text/html', 'jpeg'],
    ['image/webp;q=abc, image/jpeg', 'jpeg'],
  ])('Accept %p gives %s', (accept, format) => {
    expect(negotiateImageFormat(accept)).toBe(format);
  });
});
