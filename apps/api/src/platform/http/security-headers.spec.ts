import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { staticSecurityHeaders, type HelmetOptions } from './security-headers';

/** What helmet itself writes on a real Node response. */
function helmetOnRealResponse(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  const res = new ServerResponse(req);
  res.setHeader('x-powered-by', 'something');
  helmet(options)(req, res, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('staticSecurityHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', undefined],
    [
      'the shop’s options',
      {
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
        },
        crossOriginEmbedderPolicy: false,
      },
    ],
  ])('are exactly the headers helmet writes on a real response (%s)', (_label, options) => {
    expect(staticSecurityHeaders(options)).toEqual(helmetOnRealResponse(options));
  });

  it('include the headers the shop relies on', () => {
    const headers = staticSecurityHeaders(undefined);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses options helmet rejects, at start-up', () => {
    expect(() =>
      staticSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
