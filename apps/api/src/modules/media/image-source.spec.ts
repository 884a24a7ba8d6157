import { resolveImageSource, type ImageSourceContext } from './image-source';

const context: ImageSourceContext = {
  mediaRoot: '/srv/media',
  contentHosts: ['cdn.petnutrition.example', '127.0.0.1:8081'],
  requestHost: 'shop.example:3000',
};
const resolve = (src: string) => resolveImageSource(src, context);
const codeOf = (src: string) => {
  try {
    resolve(src);
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('resolveImageSource', () => {
  it.each([
    ['/media/content/happy-dog.svg', '/srv/media/content/happy-dog.svg', '/media/content/happy-dog.svg'],
    ['/content-assets/happy-dog.svg', '/srv/media/content/happy-dog.svg', '/media/content/happy-dog.svg'],
    ['/media/products/dog_adult.PNG', '/srv/media/products/dog_adult.PNG', '/media/products/dog_adult.PNG'],
    ['http://localhost:4200/media/a.svg', '/srv/media/a.svg', '/media/a.svg'],
    ['http://staff.localhost/content-assets/a.svg', '/srv/media/content/a.svg', '/media/content/a.svg'],
    ['https://shop.example:3000/media/a.webp', '/srv/media/a.webp', '/media/a.webp'],
  ])('reads %s from disk', (src, file, path) => {
    expect(resolve(src)).toEqual({ kind: 'local', file, path });
  });

  it.each([
    ['https://cdn.petnutrition.example/p/a.png?v=1', 'https://cdn.petnutrition.example/p/a.png?v=1'],
    ['//cdn.petnutrition.example/a.png', 'https://cdn.petnutrition.example/a.png'],
    ['http://127.0.0.1:8081/a.png', 'http://127.0.0.1:8081/a.png'],
  ])('fetches %s from its content host', (src, href) => {
    const source = resolve(src);
    expect(source.kind).toBe('remote');
    expect(source.kind === 'remote' && source.url.href).toBe(href);
  });

  it.each([
    ['https://evil.example/a.png', 'IMAGE_HOST_NOT_ALLOWED'],
    ['https://cdn.petnutrition.example.evil.example/a.png', 'IMAGE_HOST_NOT_ALLOWED'],
    ['https://cdn.petnutrition.example:8443/a.png', 'IMAGE_HOST_NOT_ALLOWED'],
    ['http://127.0.0.1:8082/a.png', 'IMAGE_HOST_NOT_ALLOWED'],
    ['http://127.0.0.1/a.png', 'IMAGE_HOST_NOT_ALLOWED'],
    ['ftp://cdn.petnutrition.example/a.png', 'INVALID_IMAGE_SRC'],
    ['file:///etc/passwd', 'INVALID_IMAGE_SRC'],
    ['https://user:pw@cdn.petnutrition.example/a.png', 'INVALID_IMAGE_SRC'],
    ['not a url', 'INVALID_IMAGE_SRC'],
    ['/media/../package.json', 'INVALID_IMAGE_SRC'],
    ['/media/content/../../package.json', 'INVALID_IMAGE_SRC'],
    ['/media/./a.svg', 'INVALID_IMAGE_SRC'],
    ['/media//a.svg', 'INVALID_IMAGE_SRC'],
    ['/media/.hidden.svg', 'INVALID_IMAGE_SRC'],
    ['/media/.x.svg', 'INVALID_IMAGE_SRC'],
    ['/media/content/.x.svg', 'INVALID_IMAGE_SRC'],
    ['/media/content/a\0.svg', 'INVALID_IMAGE_SRC'],
    ['/media/content/a.svg\0.md', 'INVALID_IMAGE_SRC'],
    [`/media/content/${'a'.repeat(253)}.svg`, 'INVALID_IMAGE_SRC'],
    ['/media/%2e%2e/a.svg', 'INVALID_IMAGE_SRC'],
    ['/media/a\\..\\b.svg', 'INVALID_IMAGE_SRC'],
    ['/media/', 'INVALID_IMAGE_SRC'],
    ['/content-assets/../package.json', 'INVALID_IMAGE_SRC'],
    ['/assets/index.js', 'INVALID_IMAGE_SRC'],
    ['/package.json', 'INVALID_IMAGE_SRC'],
    ['http://localhost/package.json', 'INVALID_IMAGE_SRC'],
    ['http://localhost/media/../package.json', 'INVALID_IMAGE_SRC'],
    ['/media/README.md', 'IMAGE_UNSUPPORTED_TYPE'],
    ['/media/content/notes.svg.txt', 'IMAGE_UNSUPPORTED_TYPE'],
  ])('refuses %s with %s', (src, code) => {
    expect(codeOf(src)).toBe(code);
  });

  it('takes a path right at the 256-character limit, and refuses one past it', () => {
    expect(codeOf(`/media/content/${'a'.repeat(244)}.svg`)).toBe('OK');
    expect(codeOf(`/media/content/${'a'.repeat(245)}.svg`)).toBe('INVALID_IMAGE_SRC');
  });
});
