export { SITE_IDS, SITE_TITLES, isSiteId, isStaffSite } from './site-ids';
export type { SiteId } from './site-ids';
export { normalizeHost, parseSiteHostMap, siteForHost } from './site-host-map';
export type { SiteHostMap } from './site-host-map';
export { DEFAULT_PAGE_DESCRIPTION, ERROR_PAGE_TITLE, pageTitle } from './page-title';
export { LOGIN_EXEMPT_PATHS, isLoginExempt } from './login-exempt-paths';
export { isAccountPath } from './account-path';
export { isSafeRedirectPath } from './safe-redirect-path';
export { encodeRedirect, decodeRedirect } from './redirect-encoding';
export {
  CONSUMER_LOGIN_PATH,
  STAFF_REGISTRATION_PATH,
  STAFF_UNREGISTERED_ALLOWED_PATHS,
  loginRedirectFor,
  ssoLoginHref,
} from './login-redirect';
export type { LoginRedirectInput } from './login-redirect';
export { AUTH_PAGES, bouncesAuthenticatedUser } from './auth-pages';
export { REDIRECT_STORAGE_TTL_MS, postLoginTarget } from './post-login-target';
export type { PostLoginTargetInput } from './post-login-target';
export { postLogoutTarget } from './post-logout-target';
export { LOGOUT_PATHS, isLogoutPath } from './logout-paths';
export { SCREEN_SET_ROUTES, screenSetRoute } from './screen-set-route';
export { isStaffRegistered } from './staff-registration';
export type { StaffRegistrationFields } from './staff-registration';
export { isEligibleForPd } from './pd-eligibility';
export {
  CONTACT_EMAIL_PATTERN,
  CONTACT_LIMITS,
  CONTACT_PROBLEMS,
  CONTACT_TOPICS,
  CONTACT_TOPIC_VALUES,
  MULTI_LINE_TEXT_PATTERN,
  ORDER_NUMBER_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  contactFormProblems,
  contactFormValues,
  contactTopicLabel,
  isContactTopic,
  normalizeContactForm,
} from './contact-form';
export type { ContactField, ContactFormInput, ContactFormValues, ContactTopic } from './contact-form';
export {
  STAFF_ROLES,
  STAFF_ROLE_CODES,
  MIN_GRADUATION_YEAR,
  GRADUATION_YEARS_AHEAD,
  isStaffRoleCode,
  isPlausibleGraduationYear,
} from './staff-roles';
export type { StaffRoleCode } from './staff-roles';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength, passwordProblem } from './password-policy';
export type { PasswordPolicyOptions, PasswordProblem, PasswordProblemCode } from './password-policy';
export { isCommonPassword } from './common-passwords';
export { normalizeEmail } from './email-address';
export {
  DEFAULT_SESSION_ABSOLUTE_SECONDS,
  DEFAULT_SESSION_IDLE_SECONDS,
  SESSION_TOUCH_INTERVAL_MS,
  nextIdleExpiry,
  sessionNeedsTouch,
  sessionState,
} from './session-expiry';
export type { SessionState, SessionTimes } from './session-expiry';
export { CUSTOMER_GID_PREFIX, customerGid, customerIdOf } from './customer-id';
export { CUSTOMER_NAME_MAX_LENGTH } from './customer-name';
export { OG_AUTH_MAX_AGE_SECONDS, ogAuthPayload, ogAuthValue, parseOgAuthValue } from './og-auth';
export type { OgAuthParts } from './og-auth';
export {
  OG_AUTH_COOKIE,
  PD_ELIGIBLE_COOKIE,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SHOP_CLIENT_HEADER,
  SHOP_CLIENT_STOREFRONT,
  sessionCacheKey,
} from './session-transport';
export { staffPostLoginTarget } from './staff-post-login-target';
export type { StaffPostLoginTargetInput } from './staff-post-login-target';
export { US_STATES } from './us-states';
export type { UsState } from './us-states';
export { usStateByCode, usStateByName, usStateOfZip, zipMatchesState } from './us-state-lookup';
export { isSingleLineText } from './text-checks';
export { PHONE_MAX_LENGTH, isPlausiblePhone } from './phone-validation';
export {
  ADDRESS_COUNTRY,
  ADDRESS_COUNTRY_CODE,
  ADDRESS_FIELD_LIMITS,
  MAX_ADDRESSES_PER_CUSTOMER,
  validateAddress,
} from './address-validation';
export type {
  AddressCheck,
  AddressField,
  AddressInput,
  AddressProblem,
  AddressProblemCode,
  ValidAddress,
} from './address-validation';
export {
  CUSTOMER_METAFIELDS,
  DEFAULT_STAFF_PREFERRED_ADDRESS,
  METAFIELD_TYPE,
  METAFIELD_VALUE_MAX_LENGTH,
  PREFERRED_ADDRESS_VALUES,
  checkCustomerMetafield,
  customerMetafieldDefinition,
  defaultPreferredAddress,
  isAccountNumber,
} from './customer-metafields';
export type {
  CustomerMetafieldDefinition,
  CustomerMetafieldInput,
  MetafieldCheck,
  MetafieldProblem,
  MetafieldProblemCode,
  MetafieldWriter,
  PreferredAddress,
  ValidCustomerMetafield,
} from './customer-metafields';
export { shouldRecordMetafield } from './metafield-recording';
export type { MetafieldUpdateResult } from './metafield-recording';
export {
  MAX_PETS_PER_CUSTOMER,
  PET_LIFE_STAGES,
  PET_MAX_WEIGHT,
  PET_NAME_MAX_LENGTH,
  PET_SPECIES,
  PET_WEIGHT_UNITS,
  lifeStagesFor,
  validatePet,
} from './pet-profile';
export type {
  PetCheck,
  PetInput,
  PetLifeStage,
  PetProblem,
  PetProblemCode,
  PetSpecies,
  PetWeightUnit,
  ValidPet,
} from './pet-profile';
export { freshStoredRedirect } from './stored-redirect';
export type { StoredRedirect } from './stored-redirect';
export {
  ACTIVITY_DEBOUNCE_MS,
  DEFAULT_TOKEN_INACTIVITY_SECONDS,
  inactivityTimeoutMs,
} from './inactivity-timeout';
