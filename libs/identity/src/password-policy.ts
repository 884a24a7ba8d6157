/** Shortest password accepted for a new account or a reset (NIST SP 800-63B: at least 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: long passphrases are welcome, unbounded input to the hash is not. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblemCode = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

export interface PasswordProblem {
  code: PasswordProblemCode;
  /** Shown to the person choosing the password, as is. */
  message: string;
}

export interface PasswordPolicyOptions {
  /**
   * Whether a password is on a list of commonly used ones. The API passes `isCommonPassword`
   * (./common-passwords); a browser may leave it out to skip the large word list and rely on the
   * API's answer.
   */
  isCommon?: (password: string) => boolean;
}

/**
 * Length in characters as a person counts them (code points), so a passphrase in any script is
 * measured fairly.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count += 1;
  return count;
}

/**
 * The problem with a new password, or null when it is acceptable. The rules follow NIST SP
 * 800-63B: a minimum and a generous maximum length, no composition rules (they push people to
 * predictable patterns), and a refusal of passwords found in breach-derived common lists.
 */
export function passwordProblem(
  password: string,
  options: PasswordPolicyOptions = {},
): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH)
    return {
      code: 'TOO_SHORT',
      message: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  if (length > PASSWORD_MAX_LENGTH)
    return {
      code: 'TOO_LONG',
      message: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
    };
  if (options.isCommon?.(password))
    return {
      code: 'TOO_COMMON',
      message: 'This password is too common and easy to guess: choose another one',
    };
  return null;
}
