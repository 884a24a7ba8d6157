import { CLEAR_CAUSE, causeEventLabel } from './cause-tracking';

describe('cause tracking', () => {
  it('clears with cause id 0 and name "0"', () => {
    expect(CLEAR_CAUSE).toEqual({ causeId: '0', causeName: '0' });
  });

  it.each([
    [undefined, 'set'],
    [null, 'set'],
    ['', 'set'],
    ['0', 'set'],
    ['12-3456789', 'updated'],
    ['0123456789abcdef0123456789abcdef', 'updated'],
    ['10', 'updated'],
  ])('previous cause %p → %p', (previousCauseId, expected) => {
    expect(causeEventLabel(previousCauseId)).toBe(expected);
  });
});
