import { decodeConsentCookie, encodeConsentCookie } from './consent-cookie';

describe('consent cookie', () => {
  const decidedAt = Date.UTC(2026, 4, 1, 12, 0, 0);

  it('writes the policy version, both choices and the time in seconds', () => {
    expect(
      encodeConsentCookie({ policyVersion: '2026-05', functional: true, advertising: false, decidedAt }),
    ).toBe(`2026-05:1:0:${decidedAt / 1000}`);
  });

  it('reads back what it wrote (to the second)', () => {
    const recorded = {
      policyVersion: 'v2.1',
      functional: false,
      advertising: true,
      decidedAt: decidedAt + 999,
    };
    expect(decodeConsentCookie(encodeConsentCookie(recorded))).toEqual({ ...recorded, decidedAt });
  });

  it.each([
    null,
    '',
    'yes',
    '1:1:1',
    'v1:2:0:100',
    'v1:1:0:',
    'v 1:1:0:100',
    'v1:1:0:100:extra',
    `${'v'.repeat(33)}:1:0:1`,
  ])('reads %p as no choice', (value) => {
    expect(decodeConsentCookie(value)).toBeNull();
  });

  it('refuses to write a policy version that would break the format', () => {
    expect(() =>
      encodeConsentCookie({ policyVersion: 'a:b', functional: true, advertising: true, decidedAt }),
    ).toThrow("Invalid consent policy version 'a:b'");
  });
});
