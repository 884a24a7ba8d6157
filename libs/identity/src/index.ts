export { SITE_IDS, SITE_TITLES, isSiteId, isStaffSite } from './site-ids';
export type { SiteId } from './site-ids';
export { normalizeHost, parseSiteHostMap, siteForHost } from './site-host-map';
export type { SiteHostMap } from './site-host-map';
export { pageTitle } from './page-title';
export { LOGIN_EXEMPT_PATHS, isLoginExempt } from './login-exempt-paths';
export { isAccountPath } from './account-path';
export { isSafeRedirectPath } from './safe-redirect-path';
export { encodeRedirect, decodeRedirect } from './redirect-encoding';
export {
  CONSUMER_LOGIN_PATH,
  STAFF_REGISTRATION_PATH,
  STAFF_UNREGISTERED_ALLOWED_PATHS,
  loginRedirectFor,
} from './login-redirect';
export type { LoginRedirectInput } from './login-redirect';
export { AUTH_PAGES, bouncesAuthenticatedUser } from './auth-pages';
export { REDIRECT_STORAGE_TTL_MS, postLoginTarget } from './post-login-target';
export type { PostLoginTargetInput } from './post-login-target';
export { postLogoutTarget } from './post-logout-target';
export { SCREEN_SET_ROUTES, screenSetRoute } from './screen-set-route';
export { isStaffRegistered } from './staff-registration';
export type { StaffRegistrationFields } from './staff-registration';
export { isEligibleForPd } from './pd-eligibility';
export {
  STAFF_ROLES,
  STAFF_ROLE_CODES,
  MIN_GRADUATION_YEAR,
  GRADUATION_YEARS_AHEAD,
  isStaffRoleCode,
  isPlausibleGraduationYear,
} from './staff-roles';
export type { StaffRoleCode } from './staff-roles';
