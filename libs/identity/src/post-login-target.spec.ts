import { REDIRECT_STORAGE_TTL_MS, postLoginTarget } from './post-login-target';
import { encodeRedirect } from './redirect-encoding';

const checkoutUrl = 'https://checkout.example.com/c/123';

describe('postLoginTarget', () => {
  it('keeps the stored redirect for 1000 ms', () => {
    expect(REDIRECT_STORAGE_TTL_MS).toBe(1000);
  });

  it.each([
    [
      'previous page first',
      {
        previousPath: '/products/dog',
        redirectParam: encodeRedirect('/account/orders'),
        checkoutAcknowledged: true,
        checkoutUrl,
      },
      '/products/dog',
    ],
    [
      'then the decoded redirect',
      { redirectParam: encodeRedirect('/account/orders?page=2'), checkoutAcknowledged: true, checkoutUrl },
      '/account/orders?page=2',
    ],
    ['then the acknowledged checkout', { checkoutAcknowledged: true, checkoutUrl }, checkoutUrl],
    ['not an unacknowledged checkout', { checkoutAcknowledged: false, checkoutUrl }, '/'],
    ['not an empty checkout link', { checkoutAcknowledged: true, checkoutUrl: '' }, '/'],
    ['else home', {}, '/'],
    ['home as the previous page', { previousPath: '/', redirectParam: encodeRedirect('/cart') }, '/'],
    ['nulls everywhere', { previousPath: null, redirectParam: null, checkoutUrl: null }, '/'],
    [
      'skips a foreign previous page',
      { previousPath: '//evil.example.com', redirectParam: encodeRedirect('/cart') },
      '/cart',
    ],
    [
      'skips an auth page as the previous page',
      { previousPath: '/shelter/login?x=1', redirectParam: encodeRedirect('/cart') },
      '/cart',
    ],
    [
      'skips an invalid redirect',
      { redirectParam: 'not base64!', checkoutAcknowledged: true, checkoutUrl },
      checkoutUrl,
    ],
    ['skips a foreign redirect', { redirectParam: btoa('https://evil.example.com') }, '/'],
  ])('%s', (_name, input, expected) => {
    expect(postLoginTarget(input)).toBe(expected);
  });
});
