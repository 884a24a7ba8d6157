/**
 * The customer's names as the sign-up and profile forms ask for them, in page order (each at most
 * libs/identity CUSTOMER_NAME_MAX_LENGTH characters).
 */
export const PERSON_NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;
