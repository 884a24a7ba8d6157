import { mergeZipRanges } from './zip-range-merging';

describe('mergeZipRanges', () => {
  it('joins adjacent ranges and sorts the result', () => {
    expect(
      mergeZipRanges([
        { from: '82000', to: '83899' },
        { from: '80000', to: '81699' },
        { from: '81700', to: '81999' },
      ]),
    ).toEqual([{ from: '80000', to: '83899' }]);
  });

  it('joins overlapping and contained ranges', () => {
    expect(
      mergeZipRanges([
        { from: '10000', to: '19999' },
        { from: '12000', to: '13000' },
        { from: '19000', to: '20500' },
      ]),
    ).toEqual([{ from: '10000', to: '20500' }]);
  });

  it('keeps a gap of one ZIP as two ranges', () => {
    expect(
      mergeZipRanges([
        { from: '00501', to: '00544' },
        { from: '00546', to: '00600' },
      ]),
    ).toEqual([
      { from: '00501', to: '00544' },
      { from: '00546', to: '00600' },
    ]);
  });

  it('leaves its input untouched and answers [] for no ranges', () => {
    const input = [
      { from: '10000', to: '10005' },
      { from: '10006', to: '10010' },
    ];
    mergeZipRanges(input);
    expect(input[0]).toEqual({ from: '10000', to: '10005' });
    expect(mergeZipRanges([])).toEqual([]);
  });
});
