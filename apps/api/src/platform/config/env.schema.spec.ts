import { InvalidEnvironmentError, validateEnv } from './env.schema';

describe('validateEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(validateEnv({})).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: '.data',
      SITE_HOSTS: 'localhost=DTC,staff.localhost=HPSF',
      DEFAULT_SITE: 'DTC',
      SEED: true,
    });
  });

  it('consent and video defaults: policy version 1, no GTM container, the privacy-enhanced player that sets cookies', () => {
    expect(validateEnv({})).toMatchObject({
      CONSENT_POLICY_VERSION: '1',
      VIDEO_PLAYER_BASE_URL: 'https://www.youtube-nocookie.com/embed/',
      VIDEO_PLAYER_COOKIELESS: false,
    });
    expect(validateEnv({}).GTM_CONTAINER_ID).toBeUndefined();
  });

  it('leaves DATABASE_URL and REDIS_URL unset by default (embedded database, in-memory cache)', () => {
    const env = validateEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = validateEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['REDIS_URL', 'localhost:6379'],
    ['SITE_HOSTS', 'localhost=XYZ'],
    ['DEFAULT_SITE', 'SHOP'],
    ['SEED', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['STAFF_MONTHLY_QUOTA', 'ZVET=lots'],
    ['CONSENT_POLICY_VERSION', 'v1:2'],
    ['GTM_CONTAINER_ID', 'UA-12345'],
    ['VIDEO_PLAYER_BASE_URL', 'http://video.example/embed/'],
    ['VIDEO_PLAYER_BASE_URL', 'https://video.example/embed#top'],
    ['VIDEO_PLAYER_COOKIELESS', 'sometimes'],
  ])('rejects %s=%s and names the variable', (name, value) => {
    expect(() => validateEnv({ [name]: value })).toThrow(InvalidEnvironmentError);
    expect(() => validateEnv({ [name]: value })).toThrow(new RegExp(`${name}: .*\\(got '${value}'\\)`));
  });

  it('serves the reviews widget from the shop itself: a path by default, never another host', () => {
    expect(validateEnv({}).REVIEWS_WIDGET_URL).toBe('/widgets/reviews.js');
    expect(validateEnv({ REVIEWS_WIDGET_URL: '/static/reviews-v2.js' }).REVIEWS_WIDGET_URL).toBe(
      '/static/reviews-v2.js',
    );
    for (const bad of ['https://cdn.example/reviews.js', '//cdn.example/reviews.js', 'reviews.js', '/a b.js'])
      expect(() => validateEnv({ REVIEWS_WIDGET_URL: bad })).toThrow(/REVIEWS_WIDGET_URL/);
  });

  it('rejects a short OPERATOR_TOKEN without echoing it', () => {
    const attempt = () => validateEnv({ OPERATOR_TOKEN: 'short-secret' });
    expect(attempt).toThrow(
      /OPERATOR_TOKEN: must be 24-256 printable characters without spaces \(got a value of 12 characters, not shown\)/,
    );
    expect(attempt).not.toThrow(/short-secret/);
  });

  it('accepts an OPERATOR_TOKEN of 24 printable characters and keeps it', () => {
    expect(validateEnv({ OPERATOR_TOKEN: 'x'.repeat(24) }).OPERATOR_TOKEN).toBe('x'.repeat(24));
    expect(() => validateEnv({ OPERATOR_TOKEN: `${'x'.repeat(23)} ` })).toThrow(/OPERATOR_TOKEN/);
  });

  it('hides the password of a rejected URL', () => {
    const attempt = () => validateEnv({ DATABASE_URL: 'mysql://shop:hunter2@db.internal/shop' });
    expect(attempt).toThrow(/DATABASE_URL: .*\(got 'mysql:\/\/shop:\*\*\*@db\.internal\/shop'\)/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('lists every bad variable at once', () => {
    try {
      validateEnv({ PORT: 'x', SEED: 'y' });
      throw new Error('expected a failure');
    } catch (error) {
      expect((error as InvalidEnvironmentError).problems).toHaveLength(2);
    }
  });

  describe('accounts settings', () => {
    it('defaults: sessions idle 2 hours and at most 30 days, both sites on this machine, the seeded PD groups', () => {
      const env = validateEnv({});
      expect(env).toMatchObject({
        SESSION_IDLE_SECONDS: 7200,
        SESSION_ABSOLUTE_SECONDS: 2_592_000,
        PUBLIC_ORIGINS: 'DTC=http://localhost:{PORT},HPSF=http://staff.localhost:{PORT}',
        PD_ELIGIBLE_ACCOUNT_GROUPS: 'ZVET,ZSHL,ZUNV',
      });
      expect(env.COOKIE_SIGNING_SECRET).toBeUndefined();
    });

    it('gives the browser inactivity alert 30 minutes by default, 60 to 86400 seconds when set', () => {
      expect(validateEnv({}).TOKEN_INACTIVITY_SECONDS).toBe(1800);
      expect(validateEnv({ TOKEN_INACTIVITY_SECONDS: '60' }).TOKEN_INACTIVITY_SECONDS).toBe(60);
      expect(validateEnv({ TOKEN_INACTIVITY_SECONDS: '86400' }).TOKEN_INACTIVITY_SECONDS).toBe(86_400);
      for (const bad of ['59', '86401', '90.5', 'soon'])
        expect(() => validateEnv({ TOKEN_INACTIVITY_SECONDS: bad })).toThrow(/TOKEN_INACTIVITY_SECONDS: /);
    });

    it('refuses an idle lifetime longer than the absolute one', () => {
      expect(() => validateEnv({ SESSION_IDLE_SECONDS: '7200', SESSION_ABSOLUTE_SECONDS: '3600' })).toThrow(
        /SESSION_IDLE_SECONDS: must not be longer than SESSION_ABSOLUTE_SECONDS/,
      );
    });

    it.each([
      ['DTC=https://shop.example'],
      ['DTC=https://shop.example,HPSF=ftp://staff.example'],
      ['DTC=https://shop.example/path,HPSF=https://staff.example'],
      ['DTC=https://shop.example,XYZ=https://staff.example'],
      ['DTC=not a url,HPSF=https://staff.example'],
    ])('refuses PUBLIC_ORIGINS=%s', (value) => {
      expect(() => validateEnv({ PUBLIC_ORIGINS: value })).toThrow(/PUBLIC_ORIGINS: /);
    });

    it('refuses a short COOKIE_SIGNING_SECRET without echoing it', () => {
      const attempt = () => validateEnv({ COOKIE_SIGNING_SECRET: 'too-short-secret' });
      expect(attempt).toThrow(/COOKIE_SIGNING_SECRET: .*\(got a value of 16 characters, not shown\)/);
      expect(attempt).not.toThrow(/too-short-secret/);
    });
  });
});
