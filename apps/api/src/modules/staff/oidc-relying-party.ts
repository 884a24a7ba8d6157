import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { JsonWebKey } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Env } from '../../platform/config/env.schema';
import {
  DEV_PROVIDER_MOUNT_PATH,
  profileHubSessionUrl,
  staffSignInPaths,
  staffSiteOrigin,
  usesDevIdentityProvider,
} from '../../platform/config/staff-sign-in-settings';
import { inProcessFetch, type FetchFunction } from '../../platform/http/in-process-fetch';
import { InvalidLogoutTokenError, verifyLogoutToken, type LogoutTokenClaims } from './logout-token';

/** The scopes the shop asks for: the profile and SPEC §3's staff fields. */
export const STAFF_SCOPES = 'openid email profile staff';

/** Longest a call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 5;
/** How long the provider's keys are kept before they are fetched again. */
const KEYS_TTL_MS = 10 * 60_000;
/**
 * Longest staff logout waits for the provider's profile-hub session DELETE. Short: the member is
 * signed out of the shop whatever the provider does, and the end-session redirect still follows.
 */
export const PROFILE_HUB_LOGOUT_TIMEOUT_MS = 2000;

export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CompletedSignIn {
  idToken: string;
  /** The provider's access token: the bearer of its profile-hub session DELETE at logout. */
  accessToken: string;
  claims: Record<string, unknown>;
}

/**
 * The shop as an OpenID Connect relying party (openid-client): authorization code with PKCE,
 * state and nonce; the ID token verified by openid-client (signature, issuer, audience, nonce,
 * expiry). The provider is OIDC_ISSUER, or the development provider this same process mounts,
 * which is reached in process (inProcessFetch), never over the network. Discovery happens on first
 * use and is retried on the next use after a failure, so a provider that is down at start-up does
 * not keep the API from starting.
 */
@Injectable()
export class OidcRelyingParty {
  private readonly logger = new Logger('StaffSignIn');
  private readonly issuer: string;
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly insecure: boolean;
  /** The development provider of this process: reached through Fastify's inject. */
  private readonly inProcess: boolean;
  readonly callbackUrl: string;
  readonly staffOrigin: string;
  /** Where logout DELETEs the provider's profile-hub session (SPEC §7); null: no such call. */
  readonly profileHubSessionUrl: string | null;
  private configuration: Promise<oidc.Configuration> | undefined;
  private fetchFunction: FetchFunction | undefined;
  private keys: { fetchedAt: number; keys: JsonWebKey[] } | undefined;

  constructor(
    config: ConfigService<Env, true>,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    const env = {
      NODE_ENV: config.get('NODE_ENV', { infer: true }),
      OIDC_ISSUER: config.get('OIDC_ISSUER', { infer: true }),
      OIDC_CLIENT_SECRET: config.get('OIDC_CLIENT_SECRET', { infer: true }),
      OIDC_DEV_PROVIDER: config.get('OIDC_DEV_PROVIDER', { infer: true }),
    };
    this.staffOrigin = staffSiteOrigin({
      PUBLIC_ORIGINS: config.get('PUBLIC_ORIGINS', { infer: true }),
      PORT: config.get('PORT', { infer: true }),
    });
    const devIssuer = `${this.staffOrigin}${DEV_PROVIDER_MOUNT_PATH}`;
    this.issuer = env.OIDC_ISSUER ?? devIssuer;
    this.profileHubSessionUrl = profileHubSessionUrl(
      { ...env, OIDC_PROFILE_HUB_SESSION_URL: config.get('OIDC_PROFILE_HUB_SESSION_URL', { infer: true }) },
      devIssuer,
    );
    this.inProcess = usesDevIdentityProvider(env);
    this.insecure = new URL(this.issuer).protocol === 'http:';
    this.clientId = config.get('OIDC_CLIENT_ID', { infer: true });
    this.clientSecret = config.get('OIDC_CLIENT_SECRET', { infer: true });
    this.callbackUrl = `${this.staffOrigin}${staffSignInPaths(config.get('IDENTITY_KIND', { infer: true })).callback}`;
  }

  /** Where to send the browser to sign in. */
  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const config = await this.discovered();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.callbackUrl,
        scope: STAFF_SCOPES,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        state: request.state,
        nonce: request.nonce,
      })
      .toString();
  }

  /**
   * Exchanges the code the provider sent back for verified tokens. Throws when the provider
   * answered an error (e.g. 'Unauthorized user'), or anything fails to verify.
   */
  async complete(
    query: string,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<CompletedSignIn> {
    const config = await this.discovered();
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${this.callbackUrl}?${query}`), {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) throw new Error('The provider sent no ID token');
    return { idToken: tokens.id_token, accessToken: tokens.access_token, claims: { ...claims } };
  }

  /**
   * Ends the member's session at the provider: the profile-hub session DELETE with their access
   * token as bearer (SPEC §7), given PROFILE_HUB_LOGOUT_TIMEOUT_MS. Resolves false when there is no
   * such address; throws when the provider cannot be reached, is too slow, or does not answer 2xx.
   */
  async endProfileHubSession(accessToken: string): Promise<boolean> {
    const url = this.profileHubSessionUrl;
    if (!url) return false;
    // Only the development provider's own addresses are reached in process.
    const fetcher = url.startsWith(`${this.issuer}/`) ? this.fetcher() : globalThis.fetch;
    const response = await fetcher(url, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(PROFILE_HUB_LOGOUT_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the provider answered ${response.status}`);
    return true;
  }

  /** The provider's end-session address for RP-initiated logout, or null when it has none. */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.discovered();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc
      .buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri })
      .toString();
  }

  /** Who a back-channel logout token signs out; InvalidLogoutTokenError when it does not verify. */
  async verifyLogoutToken(token: string, now: Date): Promise<LogoutTokenClaims> {
    const keys = await this.providerKeys(false);
    try {
      return verifyLogoutToken(token, { issuer: this.issuer, clientId: this.clientId, keys, now });
    } catch (error) {
      // The provider may have rotated its keys since they were fetched: fetch once more and retry.
      if (!(error instanceof InvalidLogoutTokenError) || !/signing key/.test(error.message)) throw error;
      const fresh = await this.providerKeys(true);
      return verifyLogoutToken(token, { issuer: this.issuer, clientId: this.clientId, keys: fresh, now });
    }
  }

  private async providerKeys(refresh: boolean): Promise<JsonWebKey[]> {
    if (!refresh && this.keys && Date.now() - this.keys.fetchedAt < KEYS_TTL_MS) return this.keys.keys;
    const config = await this.discovered();
    const uri = config.serverMetadata().jwks_uri;
    if (!uri) throw new InvalidLogoutTokenError('the provider publishes no keys');
    const response = await this.fetcher()(uri, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
    });
    const body = (await response.json()) as { keys?: JsonWebKey[] };
    if (!response.ok || !Array.isArray(body.keys))
      throw new InvalidLogoutTokenError('the provider keys are unreadable');
    this.keys = { fetchedAt: Date.now(), keys: body.keys };
    return body.keys;
  }

  private fetcher(): FetchFunction {
    this.fetchFunction ??= this.inProcess
      ? inProcessFetch(this.adapterHost.httpAdapter.getInstance<FastifyInstance>())
      : (url, init) => globalThis.fetch(url, init);
    return this.fetchFunction;
  }

  private discovered(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(new URL(this.issuer), this.clientId, undefined, oidc.ClientSecretBasic(this.clientSecret), {
        [oidc.customFetch]: (url, options) => this.fetcher()(url, options as RequestInit),
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(this.insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        this.logger.warn(`Discovery of the staff identity provider ${this.issuer} failed: ${String(error)}`);
        throw error;
      });
    return this.configuration;
  }
}
