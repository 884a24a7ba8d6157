import { DEFAULT_STAFF_MONTHLY_QUOTAS, parseStaffMonthlyQuotas } from '@shop/cart';
import { DEFAULT_LIMITED_STOCK_THRESHOLD } from '@shop/catalog';
import {
  DEFAULT_SESSION_ABSOLUTE_SECONDS,
  DEFAULT_SESSION_IDLE_SECONDS,
  DEFAULT_TOKEN_INACTIVITY_SECONDS,
  isSiteId,
  parseSiteHostMap,
  SITE_IDS,
  type SiteId,
} from '@shop/identity';
import { POLICY_VERSION_PATTERN } from '@shop/consent';
import { z } from 'zod';
import { StartupError } from '../errors/startup-error';
import { redactedUrl } from './redacted-url';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limit-tiers';
import { DEFAULT_PUBLIC_ORIGINS, parsePublicOrigins } from './public-origins';
import { checkStaffSignIn, staffSignInSettings } from './staff-sign-in-settings';

/** Where the storefront build puts the reviews widget's script (apps/storefront/vite.config.mts). */
export const DEFAULT_REVIEWS_WIDGET_URL = '/widgets/reviews.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (max: number) => z.coerce.number().int().positive().max(max);

/**
 * Every environment variable the API reads, with its default. README.md documents the same
 * list; keep them together. A bad value stops start-up with the variable's name in the message.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: positiveInt(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt(120_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(3_600_000).default(15_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    CACHE_TTL_SECONDS: positiveInt(86_400).default(60),
    CACHE_MAX_MB: positiveInt(65_536).default(256),
    CACHE_TIMEOUT_MS: positiveInt(60_000).default(250),
    CACHE_NAMESPACE: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
      .default('shop'),
    SITE_HOSTS: z
      .string()
      .default('localhost=DTC,staff.localhost=HPSF')
      .superRefine((value, ctx) => {
        try {
          parseSiteHostMap(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    DEFAULT_SITE: z.custom<SiteId>(isSiteId, `must be one of ${SITE_IDS.join(', ')}`).default('DTC'),
    STOREFRONT_DIR: z.string().min(1).default('dist/apps/storefront'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: positiveInt(10 * 1024 * 1024).default(100 * 1024),
    REQUEST_TIMEOUT_MS: positiveInt(600_000).default(30_000),
    MAX_CONNECTIONS: positiveInt(1_000_000).default(1_024),
    /**
     * Open connections one client address may hold on the public port; 0 is no limit. Unset: 128,
     * and no limit when TRUST_PROXY_HOPS > 0 (every connection then comes from the proxy).
     */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Health, readiness and metrics, on a port public traffic cannot fill (platform/management). */
    MANAGEMENT_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    MANAGEMENT_HOST: z.string().min(1).default('127.0.0.1'),
    SHUTDOWN_TIMEOUT_MS: positiveInt(600_000).default(10_000),
    /**
     * On SIGTERM, how long readiness answers 503 while requests are still served, before the
     * listener closes. Unset: 5000 under NODE_ENV=production, else 0.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    RATE_LIMIT_ENABLED: booleanFlag.default(true),
    RATE_LIMITS: z
      .string()
      .default(DEFAULT_RATE_LIMITS)
      .transform((value, ctx) => {
        try {
          return parseRateLimits(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SEED: booleanFlag.default(true),
    LIMITED_STOCK_THRESHOLD: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(DEFAULT_LIMITED_STOCK_THRESHOLD),
    ZIP_VALIDATION_BYPASS: booleanFlag.default(false),
    OPERATOR_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{24,256}$/, 'must be 24-256 printable characters without spaces')
      .optional(),
    IMAGE_CONTENT_HOSTS: z
      .string()
      .regex(
        /^[a-z0-9.-]+(:\d+)?(,[a-z0-9.-]+(:\d+)?)*$/i,
        'must be comma-separated host names, each optionally with :port',
      )
      .default('cdn-dev.petnutrition.example,cdn-test.petnutrition.example,cdn.petnutrition.example'),
    REVIEWS_WIDGET_URL: z
      .string()
      .regex(
        /^\/(?!\/)[A-Za-z0-9._~/-]{1,199}$/,
        "must be a path on the shop, e.g. /widgets/reviews.js (the page's security policy runs the shop's own scripts only)",
      )
      .default(DEFAULT_REVIEWS_WIDGET_URL),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n]{3,200}$/, 'must be one line, e.g. Shop Pet Nutrition <no-reply@shop.example>')
      .default('Shop Pet Nutrition <no-reply@petnutrition.example>'),
    SUPPORT_EMAIL: z.email('must be an email address').default('support@petnutrition.example'),
    SESSION_IDLE_SECONDS: positiveInt(31_536_000).default(DEFAULT_SESSION_IDLE_SECONDS),
    SESSION_ABSOLUTE_SECONDS: positiveInt(31_536_000).default(DEFAULT_SESSION_ABSOLUTE_SECONDS),
    // How long a process may reuse a session it looked up; changes reach every process at once
    // through Redis, so this only bounds staleness when that message is missed. 0 turns it off.
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    TOKEN_INACTIVITY_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(86_400)
      .default(DEFAULT_TOKEN_INACTIVITY_SECONDS),
    COOKIE_SIGNING_SECRET: z
      .string()
      .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32-256 printable characters without spaces')
      .optional(),
    PUBLIC_ORIGINS: z.string().default(DEFAULT_PUBLIC_ORIGINS),
    PD_ELIGIBLE_ACCOUNT_GROUPS: z
      .string()
      .regex(/^[^\r\n]{0,1000}$/, 'must be one line of comma-separated account groups')
      // The seeded clinics' veterinary, shelter and teaching-hospital groups (apps/api/src/seed/clinics).
      .default('ZVET,ZSHL,ZUNV'),
    /**
     * What one staff member may buy on the staff site in a month, in dollars, by account group
     * ('ZVET=500,*=300'; `*` for every other group; empty: no cap). An operator may set a member's own.
     */
    STAFF_MONTHLY_QUOTA: z
      .string()
      .regex(/^[^\r\n]{0,1000}$/, 'must be one line of comma-separated GROUP=dollars')
      .default(DEFAULT_STAFF_MONTHLY_QUOTAS)
      .superRefine((value, ctx) => {
        try {
          parseStaffMonthlyQuotas(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    /** The staff program discount (SPEC §2 'Program Discount') for PD-eligible staff, a whole percent. */
    STAFF_PROGRAM_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
    /**
     * The product type the cart leaves out of the free-shipping subtotal and the stock check, and
     * never discounts (SPEC §2, §5: the giving add-on donation's type).
     */
    CART_EXCLUDED_PRODUCT_TYPE: z
      .string()
      .regex(/^[^\r\n]{1,100}$/, 'must be one line of 1-100 characters')
      .default('Donation'),
    /**
     * SPEC §4: a guest whose cart starts a subscription signs in before checkout (multipass answers
     * 401 AUTOSHIP_REQUIRES_LOGIN); off lets guests start autoships.
     */
    AUTOSHIP_REQUIRES_LOGIN: booleanFlag.default(true),
    /** How long a checkout link (POST /api/multipass) stays valid, in seconds. */
    CHECKOUT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    /**
     * How often each API process runs the autoship renewal job (flows/renewal), in seconds; 0 is
     * off. Unset: every 600 s, and off under NODE_ENV=test (tests run it through the operator call).
     */
    RENEWALS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /**
     * How often each API process polls the order-events outbox (platform/order-events), in
     * seconds; 0 is off (deliveries still go at once after each commit). Unset: every 10 s, and
     * off under NODE_ENV=test (tests drain the dispatcher).
     */
    ORDER_EVENTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).optional(),
    /** Days before each renewal the reminder mail goes (once per period); 0 sends none. */
    RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(0).max(30).default(3),
    /**
     * The version of the shop's cookie policy: a shopper's choice is remembered under it, and a
     * new value asks every shopper again (libs/consent isCurrentConsent).
     */
    CONSENT_POLICY_VERSION: z
      .string()
      .regex(POLICY_VERSION_PATTERN, 'must be 1-32 letters, digits, dots, dashes or underscores')
      .default('1'),
    /**
     * A Google Tag Manager container (GTM-XXXXXXX) the storefront loads once the shopper has
     * consented to functional or advertising cookies, with Consent Mode v2's signals; unset, none.
     */
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-ABC1234')
      .optional(),
    /** SPEC §9: where content pages' videos are played from; the video's id is appended. */
    VIDEO_PLAYER_BASE_URL: z
      .url({ protocol: /^https$/, error: 'must be an https:// address' })
      .refine((value) => !/[?#]/.test(value), 'must have no query or fragment (the video id is appended)')
      .default('https://www.youtube-nocookie.com/embed/'),
    /**
     * `true` when that player sets no cookies or other storage (a self-hosted player): videos then
     * play without functional consent. A privacy-enhanced YouTube player still uses storage once
     * playing, so the default asks first.
     */
    VIDEO_PLAYER_COOKIELESS: booleanFlag.default(false),
    ...staffSignInSettings,
  })
  .superRefine(checkStaffSignIn)
  .superRefine((env, ctx) => {
    if (env.SESSION_IDLE_SECONDS > env.SESSION_ABSOLUTE_SECONDS)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_SECONDS'],
        message: 'must not be longer than SESSION_ABSOLUTE_SECONDS',
      });
    if (env.MANAGEMENT_PORT !== 0 && env.MANAGEMENT_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['MANAGEMENT_PORT'], message: 'must not be PORT' });
    try {
      parsePublicOrigins(env.PUBLIC_ORIGINS, env.PORT);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGINS'], message: (error as Error).message });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Thrown at start-up; its message lists every bad variable by name. */
export class InvalidEnvironmentError extends StartupError {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The `validate` hook of ConfigModule: empty strings count as unset, so defaults apply. */
export function validateEnv(raw: Record<string, unknown>): Env {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const got = present[name];
        return `${name}: ${issue.message}${got === undefined ? ' (not set)' : ` (got ${shown(name, String(got))})`}`;
      }),
    );
  }
  return result.data;
}

/** Variables whose values are never echoed in start-up errors (they end up in logs). */
const SECRET_VARIABLES = new Set(['OPERATOR_TOKEN', 'COOKIE_SIGNING_SECRET', 'OIDC_CLIENT_SECRET']);

/** A bad value as the error shows it: secrets by length only, URLs without their password. */
function shown(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters, not shown`;
  return `'${redactedUrl(value)}'`;
}
