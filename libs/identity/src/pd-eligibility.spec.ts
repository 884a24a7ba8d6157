import { isEligibleForPd } from './pd-eligibility';

describe('isEligibleForPd', () => {
  it.each([
    ['Z001', 'Z001,Z002', true],
    ['Z002', 'Z001, Z002 ', true],
    [' Z002 ', 'Z001,Z002', true],
    ['Z003', 'Z001,Z002', false],
    ['z001', 'Z001,Z002', false],
    ['Z00', 'Z001,Z002', false],
    ['Z001', 'Z0011', false],
    ['Z001', '', false],
    ['Z001', ' , ', false],
    ['', 'Z001,,Z002', false],
    ['', '', false],
    [null, 'Z001', false],
    [undefined, 'Z001', false],
  ])('group %p with list %p → %s', (group, csv, expected) => {
    expect(isEligibleForPd(group, csv)).toBe(expected);
  });
});
