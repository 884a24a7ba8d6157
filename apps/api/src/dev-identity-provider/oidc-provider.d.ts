/**
 * The part of oidc-provider (v9, which ships no type declarations) the development identity
 * provider uses. Kept to what this folder calls, so a typo in a configuration key still fails.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    clientName?: string;
  }

  export interface OidcSession {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OidcContext {
    client?: OidcClient;
    session?: OidcSession;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  }

  /** The Koa context oidc-provider hands to its hooks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    host: string;
    type: string;
    body: unknown;
    status: number;
    set(name: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    returnTo: string;
  }

  export type InteractionResult =
    | { login: { accountId: string; remember?: boolean } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  /** An issued access token, as the provider stored it. */
  export interface AccessToken {
    grantId?: string;
    sessionUid?: string;
    destroy(): Promise<void>;
  }

  /** A member's session at the provider (its `_session` cookie names it). */
  export interface Session {
    destroy(): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    backchannel_logout_uri?: string;
    backchannel_logout_session_required?: boolean;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: OidcClient) => boolean };
    ttl?: Record<string, number>;
    features?: Record<string, Record<string, unknown>>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string | Promise<string>;
    };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    fetch?: (url: string | URL, init?: RequestInit) => Promise<Response>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: OidcClient) => boolean;
    routes?: Record<string, string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly AccessToken: {
      /** The live token of that value (undefined when unknown, expired, or its session ended). */
      find(value: string): Promise<AccessToken | undefined>;
      revokeByGrantId(grantId: string): Promise<void>;
    };
    readonly AuthorizationCode: {
      revokeByGrantId(grantId: string): Promise<void>;
    };
    readonly Session: {
      findByUid(uid: string): Promise<Session | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
