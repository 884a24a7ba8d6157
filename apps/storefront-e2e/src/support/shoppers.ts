/** The password every journey's new shopper account uses (long enough for the sign-up rules). */
export const SHOPPER_PASSWORD = 'a long walk in the park';

/** An email address no other journey or earlier run has registered. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
