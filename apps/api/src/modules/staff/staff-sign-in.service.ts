import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { isSafeRedirectPath, sessionCacheKey, staffPostLoginTarget } from '@shop/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { SharedCache } from '../../platform/cache/shared-cache';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { staffSignInPaths } from '../../platform/config/staff-sign-in-settings';
import { AppError, BadRequestError } from '../../platform/errors/app-error';
import { cookieValue, isRegisteredStaff, SessionAuthenticator } from '../../platform/auth';
import {
  type CustomerRecord,
  CustomersService,
  SessionCookies,
  SessionService,
  SigningSecret,
  SubscriptionAuthService,
} from '../identity';
import type { StaffLogoutAnswerDto } from './dto/sign-in-links.dto';
import { InvalidLogoutTokenError } from './logout-token';
import { OidcRelyingParty } from './oidc-relying-party';
import {
  decodeSignInState,
  encodeSignInState,
  SIGN_IN_STATE_COOKIE,
  SIGN_IN_STATE_TTL_SECONDS,
} from './sign-in-state';
import { staffIdentityFromClaims, type StaffIdentity } from './staff-claims';

/** Where a sign-in that did not happen lands: home, signed out (SPEC §8 'Unauthorized user'). */
const SIGNED_OUT_LANDING = '/';

/**
 * Staff single sign-on (SPEC §2, §4 'Login'/'Logout', §7, §8): the login redirect to the identity
 * provider, the callback that turns its answer into a shop session, RP-initiated logout and the
 * provider's back-channel logout. A provider error ('Unauthorized user', a refused or forged
 * answer) leaves the visitor signed out at home, never with half a session.
 */
@Injectable()
export class StaffSignInService {
  private readonly logger = new Logger('StaffSignIn');
  private readonly statePath: string;

  constructor(
    private readonly relyingParty: OidcRelyingParty,
    private readonly customers: CustomersService,
    private readonly sessions: SessionService,
    private readonly authenticator: SessionAuthenticator,
    private readonly cookies: SessionCookies,
    private readonly signer: SigningSecret,
    private readonly subscriptionAuth: SubscriptionAuthService,
    private readonly cache: SharedCache,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.statePath = staffSignInPaths(config.get('IDENTITY_KIND', { infer: true })).callback;
  }

  /**
   * Where to send a visitor who asked to sign in: the provider's sign-in, with PKCE, state and
   * nonce kept in a signed cookie for the callback; or, for a member already signed in here,
   * straight to where they would land. 503 IDENTITY_PROVIDER_UNAVAILABLE when the provider
   * cannot be reached.
   */
  async begin(request: FastifyRequest, reply: FastifyReply, returnTo: string | undefined): Promise<string> {
    const target = returnTo && isSafeRedirectPath(returnTo) ? returnTo : '/';
    const current = await this.authenticator.presented(request);
    if (current?.caller.kind === 'staff') {
      const customer = await this.customers.findById(current.caller.customerId);
      if (customer)
        return staffPostLoginTarget({ returnTo: target, isRegistered: isRegisteredStaff(customer) });
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    let location: string;
    try {
      location = await this.relyingParty.authorizationUrl({
        state,
        nonce,
        codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      });
    } catch {
      throw new AppError(
        503,
        'IDENTITY_PROVIDER_UNAVAILABLE',
        'Staff sign-in is not available right now; try again shortly',
      );
    }
    const expiresAt = this.clock.now().getTime() + SIGN_IN_STATE_TTL_SECONDS * 1000;
    this.setStateCookie(
      request,
      reply,
      encodeSignInState({ state, nonce, codeVerifier, returnTo: target, expiresAt }, this.signer),
      SIGN_IN_STATE_TTL_SECONDS,
    );
    return location;
  }

  /**
   * Finishes a sign-in from the provider's answer (the callback's query): verifies it against
   * the pending state, creates or updates the staff customer from the ID token's claims, starts
   * a session holding the provider's ID and access tokens, and answers where to go (libs/identity staffPostLoginTarget).
   * Anything wrong (no or forged state, a provider error, a token that does not verify, claims
   * without an email) answers home without a session.
   */
  async complete(request: FastifyRequest, reply: FastifyReply, query: string): Promise<string> {
    const now = this.clock.now();
    const pending = decodeSignInState(
      cookieValue(request.headers.cookie, SIGN_IN_STATE_COOKIE),
      this.signer,
      now,
    );
    this.setStateCookie(request, reply, '', 0);
    if (!pending) {
      this.logger.log('Staff sign-in callback without a valid pending sign-in; treated as signed out');
      return SIGNED_OUT_LANDING;
    }
    let identity: StaffIdentity | null;
    let providerTokens: { idToken: string; accessToken: string };
    try {
      const completed = await this.relyingParty.complete(query, pending);
      identity = staffIdentityFromClaims(completed.claims, now);
      providerTokens = { idToken: completed.idToken, accessToken: completed.accessToken };
    } catch (error) {
      // 'Unauthorized user' and every other refusal: not signed in (SPEC §8).
      this.logger.log(`Staff sign-in not completed: ${describe(error)}`);
      return SIGNED_OUT_LANDING;
    }
    if (!identity) {
      this.logger.warn('Staff sign-in refused: the ID token has no subject or email');
      return SIGNED_OUT_LANDING;
    }
    const customer = await this.upsert(identity);
    if (!customer) return SIGNED_OUT_LANDING;
    const previous = await this.authenticator.presented(request);
    if (previous) await this.end(previous.caller.sessionId);
    const issued = await this.sessions.start(customer.id, 'HPSF', providerTokens);
    const maxAge = Math.max(0, Math.ceil((issued.absoluteExpiresAt.getTime() - now.getTime()) / 1000));
    this.cookies.setSession(request, reply, issued.token, maxAge);
    this.cookies.setPdEligible(
      request,
      reply,
      this.subscriptionAuth.isEligibleForPd(customer.sapAccountGroup),
      maxAge,
    );
    return staffPostLoginTarget({ returnTo: pending.returnTo, isRegistered: isRegisteredStaff(customer) });
  }

  /**
   * Ends the caller's shop session and clears its cookies, ends the member's session at the
   * provider (its profile-hub session DELETE, SPEC §7), then answers where the browser goes to end
   * the provider's session in the browser too (RP-initiated logout with id_token_hint, back to
   * home); home when there was no session or the provider has no end-session endpoint. The
   * provider's DELETE never fails the logout: down, slow or refusing, it is logged and the answer
   * is the same.
   */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<StaffLogoutAnswerDto> {
    const signedIn = await this.authenticator.optionalRefusingCsrf(request);
    this.cookies.clearAll(request, reply);
    if (!signedIn) return { redirectTo: '/' };
    const { caller } = signedIn.session;
    // Read before the session ends: a revoked session keeps no provider credential.
    const accessToken =
      caller.kind === 'staff' ? await this.sessions.providerAccessToken(caller.sessionId) : null;
    await this.end(caller.sessionId);
    if (accessToken) await this.endProviderSession(accessToken);
    if (!caller.idToken) return { redirectTo: '/' };
    try {
      const url = await this.relyingParty.endSessionUrl(caller.idToken, `${this.relyingParty.staffOrigin}/`);
      return { redirectTo: url ?? '/' };
    } catch (error) {
      this.logger.warn(`Provider logout address unavailable: ${describe(error)}`);
      return { redirectTo: '/' };
    }
  }

  /**
   * The provider's back-channel logout: its signed logout token names the member whose provider
   * session ended, and every shop session of that member ends with it (the shop keeps ID tokens,
   * not the provider's session ids, per session). 400 INVALID_LOGOUT_TOKEN for a token that does
   * not verify.
   */
  async backchannelLogout(logoutToken: string): Promise<void> {
    let subject: string | undefined;
    try {
      subject = (await this.relyingParty.verifyLogoutToken(logoutToken, this.clock.now())).sub;
    } catch (error) {
      if (error instanceof InvalidLogoutTokenError)
        throw new BadRequestError('INVALID_LOGOUT_TOKEN', `The logout token is not valid: ${error.message}`);
      throw new AppError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', 'The provider keys could not be read');
    }
    if (!subject)
      throw new BadRequestError(
        'INVALID_LOGOUT_TOKEN',
        'The logout token names no subject (sub) this shop can match',
      );
    const customer = await this.customers.findByOidcSubject(subject);
    if (customer) await this.sessions.revokeAllOf(customer.id);
  }

  /** The staff customer of a provider subject, created on first sign-in, brought up to date after. */
  private async upsert(identity: StaffIdentity): Promise<CustomerRecord | undefined> {
    const names = { email: identity.email, firstName: identity.firstName, lastName: identity.lastName };
    const existing = await this.customers.findByOidcSubject(identity.subject);
    try {
      if (!existing) {
        return await this.customers.createStaff({
          ...names,
          ...identity.fields,
          oidcSubject: identity.subject,
        });
      }
      // The preferred address is the member's choice (or, unset, their clinic's default): kept.
      return await this.customers.updateStaffFields(existing.id, { ...names, ...identity.fields });
    } catch (error) {
      // Another staff record has this email (a second provider account with one address).
      this.logger.warn(`Staff sign-in refused for subject ${identity.subject}: ${describe(error)}`);
      return undefined;
    }
  }

  private async endProviderSession(accessToken: string): Promise<void> {
    try {
      await this.relyingParty.endProfileHubSession(accessToken);
    } catch (error) {
      this.logger.warn(`The provider's session was not ended at logout: ${describe(error)}`);
    }
  }

  private async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.cache.delete(sessionCacheKey(sessionId));
  }

  /** The pending sign-in cookie: HttpOnly, only sent to the callback, Lax (the provider's redirect is a top-level GET). */
  private setStateCookie(
    request: FastifyRequest,
    reply: FastifyReply,
    value: string,
    maxAgeSeconds: number,
  ): void {
    reply.header(
      'set-cookie',
      [
        `${SIGN_IN_STATE_COOKIE}=${value}`,
        `Max-Age=${maxAgeSeconds}`,
        `Path=${this.statePath}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(request.protocol === 'https' ? ['Secure'] : []),
      ].join('; '),
    );
  }
}

function describe(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError)
    return `${error.error}: ${error.error_description ?? ''}`;
  // Read by shape: fetch's errors come from another realm in tests, where instanceof Error fails.
  const { message, cause } = (error ?? {}) as {
    message?: unknown;
    cause?: { message?: unknown; code?: unknown };
  };
  if (typeof message !== 'string') return String(error);
  // fetch says only 'fetch failed'; why is in its cause (ECONNREFUSED, a reset).
  const why = typeof cause?.message === 'string' && cause.message ? cause.message : cause?.code;
  return typeof why === 'string' ? `${message} (${why})` : message;
}
