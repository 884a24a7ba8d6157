import { parsePublicOrigins } from './public-origins';
import { z } from 'zod';

/**
 * Client secret the development identity provider registers for the shop, and the relying party
 * sends, when OIDC_CLIENT_SECRET is not set. Only ever good for the in-process provider: with a real
 * OIDC_ISSUER start-up refuses it.
 */
export const DEV_OIDC_CLIENT_SECRET = 'development-only-staff-sign-in-secret';

/** First segments of /api/... paths the API already serves, which IDENTITY_KIND must not shadow. */
const RESERVED_IDENTITY_KINDS = ['cms', 'ecom', 'site', 'health', 'images', 'docs', 'giving', 'account'];

/** The staff single sign-on settings (SPEC §2, §7 'Identity and clinic'; ARCHITECTURE §3, §6). */
export const staffSignInSettings = {
  /** Issuer URL of the staff identity provider; unset, the API mounts its development provider at /idp. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  OIDC_CLIENT_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1-200 printable characters without spaces')
    .default('pro-staff-feeding'),
  OIDC_CLIENT_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{16,512}$/, 'must be 16-512 printable characters without spaces')
    .default(DEV_OIDC_CLIENT_SECRET),
  /** Explicitly allows the development provider where it would not be mounted (NODE_ENV=production). */
  OIDC_DEV_PROVIDER: z
    .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  /**
   * The provider's profile-hub session address (SPEC §7): staff logout DELETEs it with the member's
   * access token. Unset: the development provider's own, or no call with OIDC_ISSUER.
   */
  OIDC_PROFILE_HUB_SESSION_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .optional(),
  /** The `{identity}` segment of /api/{identity}/... (ARCHITECTURE §3: a configuration value). */
  IDENTITY_KIND: z
    .string()
    .regex(
      /^[a-z][a-z0-9-]{1,31}$/,
      'must be 2-32 lower-case letters, digits or dashes, starting with a letter',
    )
    .refine(
      (kind) => !RESERVED_IDENTITY_KINDS.includes(kind) && !kind.startsWith('get-'),
      `must not be one of the API's own path segments (${RESERVED_IDENTITY_KINDS.join(', ')}, get-...)`,
    )
    .default('idp'),
};

interface StaffSignInEnv {
  NODE_ENV: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_SECRET: string;
  OIDC_DEV_PROVIDER?: boolean;
}

/**
 * Whether this process mounts the development identity provider: only without OIDC_ISSUER, and in
 * production only when OIDC_DEV_PROVIDER=true says so (checkStaffSignIn refuses the rest).
 */
export function usesDevIdentityProvider(env: StaffSignInEnv): boolean {
  if (env.OIDC_ISSUER) return false;
  return env.OIDC_DEV_PROVIDER ?? env.NODE_ENV !== 'production';
}

/**
 * Start-up checks across the settings: a production server never signs staff in through the
 * development provider by accident, and a real provider is never used with the development secret.
 */
export function checkStaffSignIn(env: StaffSignInEnv, ctx: z.RefinementCtx): void {
  if (env.OIDC_ISSUER) {
    if (env.OIDC_DEV_PROVIDER === true)
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_DEV_PROVIDER'],
        message: 'must not be true when OIDC_ISSUER names a real identity provider',
      });
    if (env.OIDC_CLIENT_SECRET === DEV_OIDC_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_SECRET'],
        message:
          'must be set to the secret your identity provider issued for this shop when OIDC_ISSUER is set',
      });
    return;
  }
  if (env.NODE_ENV === 'production' && env.OIDC_DEV_PROVIDER !== true)
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message:
        "must be set in production: set OIDC_ISSUER to your staff identity provider's issuer URL (with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET); the development provider at /idp is only mounted in production with OIDC_DEV_PROVIDER=true",
    });
}

interface StaffOriginEnv {
  PUBLIC_ORIGINS: string;
  PORT: number;
}

/**
 * The staff site's public origin (PUBLIC_ORIGINS' HPSF entry, http://staff.localhost:3000 by
 * default). The development provider's issuer and the sign-in return address live there, so the
 * provider's cookies and the shop's share one site.
 */
export function staffSiteOrigin(env: StaffOriginEnv): string {
  return parsePublicOrigins(env.PUBLIC_ORIGINS, env.PORT).HPSF;
}

/** Paths of the shop's side of staff sign-in, under /api/{IDENTITY_KIND}. */
export function staffSignInPaths(identityKind: string) {
  const base = `/api/${identityKind}`;
  return {
    login: `${base}/login`,
    callback: `${base}/callback`,
    logout: `${base}/logout`,
    backchannelLogout: `${base}/backchannel-logout`,
  };
}

/** Where the development provider is mounted on the staff site's origin. */
export const DEV_PROVIDER_MOUNT_PATH = '/idp';

/** The development provider's profile-hub session (SPEC §7), under its mount path. */
export const DEV_PROVIDER_PROFILE_HUB_SESSION_PATH = '/profile-hub/session';

/**
 * Where staff logout ends the provider's profile-hub session: OIDC_PROFILE_HUB_SESSION_URL, else
 * the development provider's own when it is the provider, else nowhere (a real provider's
 * address is not discoverable, so it must be configured).
 */
export function profileHubSessionUrl(
  env: StaffSignInEnv & { OIDC_PROFILE_HUB_SESSION_URL?: string },
  devIssuer: string,
): string | null {
  if (env.OIDC_PROFILE_HUB_SESSION_URL) return env.OIDC_PROFILE_HUB_SESSION_URL;
  return usesDevIdentityProvider(env) ? `${devIssuer}${DEV_PROVIDER_PROFILE_HUB_SESSION_PATH}` : null;
}
