import { addBusinessDays } from './business-day-calculation';

// 2026-11-20 is a Friday.
const at = (day: string) => new Date(`${day}T15:30:00.000Z`);

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-20', 0, '2026-11-20'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-11-19', 1, '2026-11-20'],
    ['2026-11-20', 1, '2026-11-23'],
    ['2026-11-21', 1, '2026-11-23'],
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-20', 2, '2026-11-24'],
    ['2026-11-16', 5, '2026-11-23'],
    ['2026-11-20', 10, '2026-12-04'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-23', -1, '2026-11-20'],
    ['2026-11-22', -1, '2026-11-20'],
  ])('%s plus %i business days is %s', (from, days, expected) => {
    expect(addBusinessDays(at(from), days)).toEqual(at(expected));
  });

  it('leaves its argument untouched', () => {
    const from = at('2026-11-20');
    addBusinessDays(from, 3);
    expect(from).toEqual(at('2026-11-20'));
  });

  it('never reads the local calendar, so every time zone gets the same day', () => {
    const local = ['getDay', 'getDate', 'setDate'] as const;
    const spies = local.map((method) =>
      jest.spyOn(Date.prototype, method).mockImplementation(() => {
        throw new Error(`local-time ${method} used`);
      }),
    );
    try {
      expect(addBusinessDays(new Date('2026-11-20T23:30:00Z'), 1)).toEqual(new Date('2026-11-23T23:30:00Z'));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p days', (days) => {
    expect(() => addBusinessDays(at('2026-11-20'), days)).toThrow(RangeError);
  });
});
