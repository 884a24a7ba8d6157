/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside identity to arrange rows or reset a cache. Never a way for other modules in.
 */
export { customerSessions } from './identity.schema';
export { PasswordHasher } from './passwords/password-hasher';
