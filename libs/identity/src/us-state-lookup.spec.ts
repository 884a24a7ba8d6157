import { usStateByCode, usStateByName, usStateOfZip, zipMatchesState } from './us-state-lookup';
import { US_STATES } from './us-states';

describe('US_STATES', () => {
  it('lists the 50 states and DC, once each, with USPS codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(usStateByCode('DC')?.name).toBe('District of Columbia');
  });

  it('has prefix ranges of 3 digits that never overlap', () => {
    const ranges = US_STATES.flatMap((s) => s.zipPrefixes.map(([from, to]) => ({ from, to })));
    ranges.sort((a, b) => a.from.localeCompare(b.from));
    for (const { from, to } of ranges) {
      expect(from).toMatch(/^[0-9]{3}$/);
      expect(to).toMatch(/^[0-9]{3}$/);
      expect(from <= to).toBe(true);
    }
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i].from > ranges[i - 1].to).toBe(true);
  });
});

describe('usStateByCode and usStateByName', () => {
  it.each([
    ['CO', 'Colorado'],
    ['NY', 'New York'],
    ['WY', 'Wyoming'],
  ])('%s is %s', (code, name) => {
    expect(usStateByCode(code)?.name).toBe(name);
    expect(usStateByName(name)?.code).toBe(code);
  });

  it('reads names in any case, codes only in upper case', () => {
    expect(usStateByName('  new york ')?.code).toBe('NY');
    expect(usStateByCode('co')).toBeUndefined();
    expect(usStateByCode('PR')).toBeUndefined();
    expect(usStateByName('Puerto Rico')).toBeUndefined();
    expect(usStateByCode('')).toBeUndefined();
  });
});

describe('usStateOfZip', () => {
  // The first and last ZIP of every state's ranges, and the ZIP just outside each end where the
  // neighbouring prefix belongs to another state (or to none).
  const boundaries = US_STATES.flatMap((state) =>
    state.zipPrefixes.flatMap(([from, to]) => [
      [`${from}00`, state.code],
      [`${to}99`, state.code],
    ]),
  );
  it.each(boundaries)('%s is in %s', (zip, code) => {
    expect(usStateOfZip(zip)?.code).toBe(code);
  });

  it.each([
    ['80011', 'CO'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['73301', 'TX'],
    ['88501', 'TX'],
    ['88401', 'NM'],
    ['05501', 'MA'],
    ['05601', 'VT'],
    ['96801', 'HI'],
    ['99501', 'AK'],
    ['39801', 'GA'],
    ['39701', 'MS'],
    ['24701', 'WV'],
    ['24699', 'VA'],
    ['73199', 'OK'],
    ['73401', 'OK'],
  ])('%s is in %s', (zip, code) => {
    expect(usStateOfZip(zip)?.code).toBe(code);
  });

  it.each([
    ['00601', 'Puerto Rico'],
    ['09001', 'military mail (AE)'],
    ['96201', 'military mail (AP)'],
    ['96910', 'Guam'],
  ])('%s has no state (%s)', (zip) => {
    expect(usStateOfZip(zip)).toBeUndefined();
  });

  it('changes state exactly at a prefix boundary', () => {
    expect(usStateOfZip('20099')?.code).toBe('DC');
    expect(usStateOfZip('20100')?.code).toBe('VA');
    expect(usStateOfZip('80999')?.code).toBe('CO');
    expect(usStateOfZip('81700')).toBeUndefined();
    expect(usStateOfZip('82000')?.code).toBe('WY');
  });

  it.each(['', '8001', '800111', '8001a', ' 80011', '80011-1234', '８００１１'])(
    'refuses %p, which is not 5 digits',
    (zip) => {
      expect(usStateOfZip(zip)).toBeUndefined();
    },
  );
});

describe('zipMatchesState', () => {
  it.each([
    ['80011', 'CO', true],
    ['80011', 'WY', false],
    ['82001', 'WY', true],
    ['20001', 'DC', true],
    ['20001', 'MD', false],
    ['20601', 'MD', true],
    ['00601', 'NY', false],
    ['80011', 'co', false],
    ['abcde', 'CO', false],
  ])('%s in %s → %s', (zip, code, expected) => {
    expect(zipMatchesState(zip, code)).toBe(expected);
  });
});
