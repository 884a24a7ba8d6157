import { afterEach, describe, expect, it } from 'vitest';
import { FTC_ACKNOWLEDGED_KEY, readFtcAcknowledged, writeFtcAcknowledged } from './ftc-acknowledgement';

describe('isFTCAcknowledged (SPEC §3 local storage)', () => {
  afterEach(() => window.localStorage.clear());

  it('is stored under the SPEC key and read back', () => {
    expect(readFtcAcknowledged()).toBe(false);
    writeFtcAcknowledged(true);
    expect(window.localStorage.getItem(FTC_ACKNOWLEDGED_KEY)).toBe('true');
    expect(FTC_ACKNOWLEDGED_KEY).toBe('isFTCAcknowledged');
    expect(readFtcAcknowledged()).toBe(true);
  });

  it('is forgotten when written false', () => {
    writeFtcAcknowledged(true);
    writeFtcAcknowledged(false);
    expect(window.localStorage.getItem(FTC_ACKNOWLEDGED_KEY)).toBeNull();
    expect(readFtcAcknowledged()).toBe(false);
  });

  it('counts nothing but the exact text true', () => {
    for (const text of ['1', 'yes', 'TRUE', '']) {
      window.localStorage.setItem(FTC_ACKNOWLEDGED_KEY, text);
      expect(readFtcAcknowledged()).toBe(false);
    }
  });
});
