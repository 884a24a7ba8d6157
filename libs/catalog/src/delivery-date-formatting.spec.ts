import { formatDeliveryDate } from './delivery-date-formatting';

describe('formatDeliveryDate', () => {
  it.each([
    ['2026-11-24T12:00:00Z', 'Tuesday, November 24'],
    ['2026-11-24T00:00:00Z', 'Tuesday, November 24'],
    ['2026-11-24T23:59:59Z', 'Tuesday, November 24'],
    ['2027-01-01T08:00:00Z', 'Friday, January 1'],
    ['2028-02-29T08:00:00Z', 'Tuesday, February 29'],
  ])('formatDeliveryDate(%s) is %p', (iso, expected) => {
    expect(formatDeliveryDate(new Date(iso))).toBe(expected);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'prints the UTC day in a browser whose zone is %s',
    async (zone) => {
      const RealFormat = Intl.DateTimeFormat;
      const spy = jest
        .spyOn(Intl, 'DateTimeFormat')
        .mockImplementation(
          (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
            new RealFormat(locales, { timeZone: zone, ...options }),
        );
      try {
        await jest.isolateModulesAsync(async () => {
          const { formatDeliveryDate: format } = await import('./delivery-date-formatting');
          expect(format(new Date('2026-11-24T00:30:00Z'))).toBe('Tuesday, November 24');
          expect(format(new Date('2026-11-24T23:30:00Z'))).toBe('Tuesday, November 24');
        });
      } finally {
        spy.mockRestore();
      }
    },
  );
});
