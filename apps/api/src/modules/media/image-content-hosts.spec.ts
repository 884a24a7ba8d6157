import { validateEnv } from '../../platform/config/env.schema';

describe('IMAGE_CONTENT_HOSTS', () => {
  it('defaults to the three content hosts (dev, test, production)', () => {
    expect(validateEnv({}).IMAGE_CONTENT_HOSTS.split(',')).toEqual([
      'cdn-dev.petnutrition.example',
      'cdn-test.petnutrition.example',
      'cdn.petnutrition.example',
    ]);
  });

  it('takes host names with an optional port', () => {
    expect(validateEnv({ IMAGE_CONTENT_HOSTS: 'cdn.example.com,127.0.0.1:8081' }).IMAGE_CONTENT_HOSTS).toBe(
      'cdn.example.com,127.0.0.1:8081',
    );
  });

  it.each([
    'https://cdn.example.com',
    'cdn.example.com/images',
    'a,,b',
    'cdn.example.com, other.example',
    'host:port',
  ])('refuses %p at start-up', (value) => {
    expect(() => validateEnv({ IMAGE_CONTENT_HOSTS: value })).toThrow(/IMAGE_CONTENT_HOSTS/);
  });
});
