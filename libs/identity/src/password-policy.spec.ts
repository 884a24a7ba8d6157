import { isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, passwordLength, passwordProblem } from './password-policy';

const policy = (password: string) => passwordProblem(password, { isCommon: isCommonPassword })?.code ?? null;

describe('passwordProblem', () => {
  it.each([
    ['', 'TOO_SHORT'],
    ['a', 'TOO_SHORT'],
    ['7chars!', 'TOO_SHORT'],
    ['8 chars!', null],
    ['correct horse battery staple', null],
    ['x'.repeat(PASSWORD_MAX_LENGTH - 1) + 'y', null],
    ['x'.repeat(PASSWORD_MAX_LENGTH) + 'y', 'TOO_LONG'],
    // No composition rules: all lower case, all digits, all symbols are fine when long and rare.
    ['qzmvlkrwtpbn', null],
    ['8302749165027', null],
    ['%$#@!&*^~+=-', null],
  ])('%p → %p', (password, expected) => {
    expect(policy(password)).toBe(expected);
  });

  it.each(['password', 'PASSWORD', 'Password1', 'iloveyou', 'qwertyuiop', 'football', ' baseball '])(
    'refuses the common password %p, whatever its case or surrounding spaces',
    (password) => {
      expect(policy(password)).toBe('TOO_COMMON');
    },
  );

  it('counts characters as people do: 8 emoji are 8 characters, 4 are too few', () => {
    expect(passwordLength('🐶🐱🐶🐱🐶🐱🐶🐱')).toBe(8);
    expect(policy('🐶🐱🐶🐱🐶🐱🐶🐱')).toBeNull();
    expect(policy('🐶🐱🐶🐱')).toBe('TOO_SHORT');
    expect(policy('é'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('checks length only when no common-password check is given (a browser without the list)', () => {
    expect(passwordProblem('password')).toBeNull();
    expect(passwordProblem('short')?.code).toBe('TOO_SHORT');
  });

  it('says what to do in its message', () => {
    expect(passwordProblem('short')?.message).toBe('Use at least 8 characters');
    expect(passwordProblem('password', { isCommon: isCommonPassword })?.message).toMatch(/too common/);
  });
});
