import { containsPattern, escapeLikePattern, startsWithPattern } from './like-pattern';

describe('escapeLikePattern', () => {
  it('escapes both wildcards and the escape character', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('leaves ordinary text as it is', () => {
    expect(escapeLikePattern("St. Mary's Clinic")).toBe("St. Mary's Clinic");
  });
});

describe('startsWithPattern and containsPattern', () => {
  it('add the wildcard only where the search means it', () => {
    expect(startsWithPattern('80_')).toBe('80\\_%');
    expect(containsPattern('%')).toBe('%\\%%');
  });
});
