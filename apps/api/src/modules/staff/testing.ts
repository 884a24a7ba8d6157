/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests read
 * inside the staff module. Never a way for other modules in.
 */
export { PROFILE_HUB_LOGOUT_TIMEOUT_MS } from './oidc-relying-party';
