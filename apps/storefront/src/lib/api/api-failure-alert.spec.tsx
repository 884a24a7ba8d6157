import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { ApiFailureAlert, failureText } from './api-failure-alert';

describe('failureText', () => {
  it("shows the API's message for a refusal", () => {
    expect(failureText(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password'))).toBe(
      'Wrong email or password',
    );
  });

  it('says how long to wait after a 429', () => {
    expect(failureText(new ApiError(429, 'RATE_LIMITED', 'Too many', 30))).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(failureText(new ApiError(429, 'RATE_LIMITED', 'Too many', 1))).toContain('wait 1 second and');
    expect(failureText(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toContain('wait a moment');
  });

  it('does not show server internals or a network error as is', () => {
    expect(failureText(new ApiError(500, 'INTERNAL', 'stack trace'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(failureText(new TypeError('Failed to fetch'))).toContain('check your connection');
  });
});

describe('ApiFailureAlert', () => {
  it('announces the message with the error code', () => {
    render(
      <ApiFailureAlert error={new ApiError(409, 'EMAIL_TAKEN', 'An account already uses this email')} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An account already uses this email');
    expect(screen.getByRole('alert')).toHaveTextContent('Error code: EMAIL_TAKEN');
  });
});
