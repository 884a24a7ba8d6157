import { validateEnv } from './env.schema';
import {
  DEV_OIDC_CLIENT_SECRET,
  profileHubSessionUrl,
  staffSignInPaths,
  staffSiteOrigin,
  usesDevIdentityProvider,
} from './staff-sign-in-settings';

describe('staff sign-in settings', () => {
  it('mounts the development provider by default, with the development client', () => {
    const env = validateEnv({});
    expect(env.OIDC_ISSUER).toBeUndefined();
    expect(env.OIDC_CLIENT_ID).toBe('pro-staff-feeding');
    expect(env.OIDC_CLIENT_SECRET).toBe(DEV_OIDC_CLIENT_SECRET);
    expect(env.IDENTITY_KIND).toBe('idp');
    expect(usesDevIdentityProvider(env)).toBe(true);
  });

  it('refuses to start in production without OIDC_ISSUER, saying to set it', () => {
    expect(() => validateEnv({ NODE_ENV: 'production' })).toThrow(
      /OIDC_ISSUER: must be set in production: set OIDC_ISSUER/,
    );
  });

  it('mounts the development provider in production only when OIDC_DEV_PROVIDER=true says so', () => {
    const env = validateEnv({ NODE_ENV: 'production', OIDC_DEV_PROVIDER: 'true' });
    expect(usesDevIdentityProvider(env)).toBe(true);
    expect(usesDevIdentityProvider(validateEnv({ OIDC_DEV_PROVIDER: 'false' }))).toBe(false);
  });

  it('uses the real provider when OIDC_ISSUER is set, and never with the development secret', () => {
    expect(() => validateEnv({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      /OIDC_CLIENT_SECRET: must be set/,
    );
    const env = validateEnv({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_SECRET: 's'.repeat(32),
    });
    expect(usesDevIdentityProvider(env)).toBe(false);
    expect(() =>
      validateEnv({
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_SECRET: 's'.repeat(32),
        OIDC_DEV_PROVIDER: 'true',
      }),
    ).toThrow(/OIDC_DEV_PROVIDER: must not be true/);
  });

  it('never echoes the client secret in a start-up error', () => {
    expect(() => validateEnv({ OIDC_CLIENT_SECRET: 'short secret' })).toThrow(/not shown/);
    expect(() => validateEnv({ OIDC_CLIENT_SECRET: 'short secret' })).not.toThrow(/short secret/);
  });

  it("ends staff sessions at the development provider's profile hub, at a real provider's only when configured", () => {
    const devIssuer = 'http://staff.localhost:3000/idp';
    expect(profileHubSessionUrl(validateEnv({}), devIssuer)).toBe(
      'http://staff.localhost:3000/idp/profile-hub/session',
    );
    const real = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_SECRET: 's'.repeat(32) };
    expect(profileHubSessionUrl(validateEnv(real), devIssuer)).toBeNull();
    const configured = validateEnv({
      ...real,
      OIDC_PROFILE_HUB_SESSION_URL: 'https://hub.example.com/api/session',
    });
    expect(profileHubSessionUrl(configured, devIssuer)).toBe('https://hub.example.com/api/session');
    expect(() => validateEnv({ OIDC_PROFILE_HUB_SESSION_URL: 'ftp://hub.example.com' })).toThrow(
      /OIDC_PROFILE_HUB_SESSION_URL/,
    );
  });

  it.each([['ftp://login.example.com'], ['not a url']])('rejects OIDC_ISSUER=%s', (issuer) => {
    expect(() => validateEnv({ OIDC_ISSUER: issuer })).toThrow(/OIDC_ISSUER/);
  });

  it.each([['IDP'], ['a'], ['cms'], ['get-cart'], ['id/p'], ['x'.repeat(33)]])(
    'rejects IDENTITY_KIND=%s',
    (kind) => {
      expect(() => validateEnv({ IDENTITY_KIND: kind })).toThrow(/IDENTITY_KIND/);
    },
  );

  it('puts the sign-in calls under /api/{IDENTITY_KIND}', () => {
    expect(staffSignInPaths('gigya')).toEqual({
      login: '/api/gigya/login',
      callback: '/api/gigya/callback',
      logout: '/api/gigya/logout',
      backchannelLogout: '/api/gigya/backchannel-logout',
    });
  });

  it("takes the staff site's origin from PUBLIC_ORIGINS", () => {
    expect(staffSiteOrigin(validateEnv({}))).toBe('http://staff.localhost:3000');
    expect(
      staffSiteOrigin(
        validateEnv({ PUBLIC_ORIGINS: 'DTC=https://shop.test,HPSF=https://pro.shop.test', PORT: '8080' }),
      ),
    ).toBe('https://pro.shop.test');
  });
});
