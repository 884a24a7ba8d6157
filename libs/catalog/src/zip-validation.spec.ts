import {
  DEFAULT_GUEST_ZIP,
  formatZipRange,
  isValidZip,
  isZipInRanges,
  isZipPrefix,
  isZipShaped,
  parseZipRange,
} from './zip-validation';

const ranges = [
  { from: '80000', to: '81658' },
  { from: '00501', to: '00544' },
];

describe('zip validation', () => {
  it('defaults guests to 80011, which is shaped like a ZIP', () => {
    expect(DEFAULT_GUEST_ZIP).toBe('80011');
    expect(isZipShaped(DEFAULT_GUEST_ZIP)).toBe(true);
  });

  it.each([
    ['80011', true],
    ['00501', true],
    ['8001', false],
    ['800111', false],
    ['', false],
    ['8001a', false],
    [' 8001', false],
    ['80011 ', false],
    ['80-11', false],
    ['８００１１', false],
  ])('isZipShaped(%p) is %p', (zip, expected) => {
    expect(isZipShaped(zip)).toBe(expected);
  });

  it.each([
    ['80000-81658', { from: '80000', to: '81658' }],
    ['501-544', { from: '00501', to: '00544' }],
    [' 80000 - 81658 ', { from: '80000', to: '81658' }],
    ['80011-80011', { from: '80011', to: '80011' }],
  ])('parseZipRange(%p)', (entry, expected) => {
    expect(parseZipRange(entry)).toEqual(expected);
  });

  it.each(['', '80000', '80000-', '-81658', '800000-81658', '80000-81658-1', 'abcde-fghij', '80000–81658'])(
    'parseZipRange(%p) throws',
    (entry) => {
      expect(() => parseZipRange(entry)).toThrow(/Malformed ZIP range/);
    },
  );

  it('refuses a reversed range', () => {
    expect(() => parseZipRange('81658-80000')).toThrow(/start is after end/);
  });

  it.each([
    ['79999', false],
    ['80000', true],
    ['80011', true],
    ['81658', true],
    ['81659', false],
    ['00500', false],
    ['00501', true],
    ['00544', true],
    ['00545', false],
    ['8001', false],
    ['800000', false],
  ])('isZipInRanges(%p) is %p', (zip, expected) => {
    expect(isZipInRanges(zip, ranges)).toBe(expected);
  });

  it('finds nothing in an empty coverage list', () => {
    expect(isZipInRanges('80011', [])).toBe(false);
  });

  it.each([
    ['80011', {}, true],
    ['99999', {}, false],
    ['8001', {}, false],
    ['99999', { bypass: false }, false],
    ['99999', { bypass: true }, true],
    ['abc', { bypass: true }, true],
  ])('isValidZip(%p, %p) is %p', (zip, options, expected) => {
    expect(isValidZip(zip, ranges, options)).toBe(expected);
  });

  it('treats a missing options argument as no bypass', () => {
    expect(isValidZip('80011', ranges)).toBe(true);
    expect(isValidZip('99999', ranges)).toBe(false);
  });
});

describe('formatZipRange', () => {
  it('writes the from-to text that parses back to the same range', () => {
    const text = formatZipRange({ from: '00501', to: '00544' });
    expect(text).toBe('00501-00544');
    expect(parseZipRange(text)).toEqual({ from: '00501', to: '00544' });
    expect(formatZipRange({ from: '80011', to: '80011' })).toBe('80011-80011');
  });

  it.each([
    [{ from: '81658', to: '80000' }, /start is after end/],
    [{ from: '501', to: '544' }, /5-digit/],
    [{ from: '8000a', to: '81000' }, /5-digit/],
    [{ from: '80000', to: '810000' }, /5-digit/],
  ])('refuses %j rather than publish it', (range, message) => {
    expect(() => formatZipRange(range)).toThrow(message);
  });
});

describe('isZipPrefix', () => {
  it.each(['8', '800', '80011', '00501'])('%p is the start of a ZIP', (term) => {
    expect(isZipPrefix(term)).toBe(true);
  });

  it.each(['', '800111', '80a', ' 800', '800 ', '-1', 'Denver'])('%p is not', (term) => {
    expect(isZipPrefix(term)).toBe(false);
  });
});
