import { PASSWORD_MIN_LENGTH, passwordProblem } from '@shop/identity';

import type { FieldProblem } from '../../../lib/forms/form-state';

/**
 * A light check of an email address before asking the API (which has the last word): one '@', no
 * spaces, a dot in the domain. It only spares the shopper a round trip for an obvious typo.
 */
export function emailProblem(email: string): FieldProblem {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter your email address';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? null : 'Enter an email address like name@example.com';
}

export function requiredProblem(value: string, label: string): FieldProblem {
  return value.trim() === '' ? `Enter your ${label}` : null;
}

/** The hint beside every new-password field: the policy in full (no composition rules). */
export const PASSWORD_POLICY_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters. Any letters, numbers, spaces or symbols work; a long phrase is easy to remember and hard to guess.`;

/**
 * A new password checked with the shop's policy (libs/identity passwordProblem: length only in the
 * browser; the API also refuses common passwords and says so).
 */
export function newPasswordProblem(password: string): FieldProblem {
  if (password === '') return 'Choose a password';
  return passwordProblem(password)?.message ?? null;
}
