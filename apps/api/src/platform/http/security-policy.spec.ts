import { securityHeadersFor, SECURITY_HEADERS } from './security-policy';

describe('security policy', () => {
  it('allows no third party by default: scripts and frames from the shop only', () => {
    const csp = SECURITY_HEADERS['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/frame-src 'self'(;|$)/);
  });

  it('allows Google’s tag scripts only when a GTM container is configured', () => {
    const without = securityHeadersFor({ googleTags: false, videoPlayerOrigin: null })[
      'content-security-policy'
    ];
    const withTags = securityHeadersFor({ googleTags: true, videoPlayerOrigin: null })[
      'content-security-policy'
    ];
    expect(without).not.toContain('googletagmanager');
    expect(withTags).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(withTags).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('lets the configured video player be framed', () => {
    const csp = securityHeadersFor({
      googleTags: false,
      videoPlayerOrigin: 'https://www.youtube-nocookie.com',
    })['content-security-policy'];
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });
});
