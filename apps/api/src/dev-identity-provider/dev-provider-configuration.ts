import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { FetchFunction } from '../platform/http/in-process-fetch';
import { devCookieKeys, devSigningKey } from './dev-provider-keys';
import { errorPage, logoutPage, signedOutPage, type DevProviderPage } from './dev-provider-pages';
import { devStaffAccount } from './dev-staff-accounts';

/** The scopes the shop asks for; `staff` carries SPEC §3's staff-feeding fields. */
export const DEV_PROVIDER_SCOPES = ['openid', 'email', 'profile', 'staff'] as const;

export interface DevProviderSettings {
  /** The staff site's origin; the shop's callback and logout addresses are on it. */
  staffOrigin: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  backchannelLogoutUrl: string;
  /** How the provider reaches the shop's back-channel logout: in process. */
  fetch: FetchFunction;
}

function send(ctx: KoaContextWithOIDC, page: DevProviderPage): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.contentSecurityPolicy);
  ctx.body = page.html;
}

/**
 * oidc-provider's configuration: one confidential client (the shop) using the authorization code
 * flow with PKCE, claims from the seeded staff accounts put in the ID token (the shop reads the
 * profile from it, and sends it back as `jwt`), consent skipped for the shop (first party),
 * RP-initiated logout and back-channel logout, and our own escaped pages.
 */
export function devProviderConfiguration(settings: DevProviderSettings): Configuration {
  return {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: 'Pro Staff Feeding',
        redirect_uris: [settings.callbackUrl],
        post_logout_redirect_uris: [`${settings.staffOrigin}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
        backchannel_logout_uri: settings.backchannelLogoutUrl,
        backchannel_logout_session_required: true,
      },
    ],
    scopes: [...DEV_PROVIDER_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      staff: [
        'roleCode',
        'graduationYear',
        'currentSchoolName',
        'zipCode',
        'SAP_CustomerAccountGroup',
        'SF_PreferedShipTo',
        'SF_StoreSoldTo',
        'clinicAddress',
      ],
    },
    // The ID token carries the granted claims, not only the userinfo endpoint.
    conformIdTokenClaims: false,
    cookies: {
      keys: devCookieKeys(settings.clientSecret),
      long: { httpOnly: true, sameSite: 'lax', path: '/' },
      short: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    jwks: { keys: [devSigningKey(settings.clientSecret)] },
    pkce: { required: () => true },
    ttl: {
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      // As long as the session it belongs to: staff logout's profile-hub DELETE (SPEC §7) bears
      // this token, so it must still be valid whenever the member logs out.
      AccessToken: 8 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => send(ctx, logoutPage(form, ctx.host)),
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => send(ctx, signedOutPage()),
      },
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = devStaffAccount(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account.claims }) };
    },
    // The shop is first party: its members are not asked to consent to it reading their profile.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(DEV_PROVIDER_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => send(ctx, errorPage(out)),
    fetch: settings.fetch,
    clientBasedCORS: () => false,
  };
}
