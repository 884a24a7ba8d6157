import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import type { Env } from '../platform/config/env.schema';
import {
  DEV_PROVIDER_MOUNT_PATH,
  DEV_PROVIDER_PROFILE_HUB_SESSION_PATH,
  staffSignInPaths,
  staffSiteOrigin,
} from '../platform/config/staff-sign-in-settings';
import { inProcessFetch } from '../platform/http/in-process-fetch';
import { deleteProfileHubSession } from './dev-profile-hub-session';
import { devProviderConfiguration } from './dev-provider-configuration';
import { errorPage, loginPage, type DevProviderPage } from './dev-provider-pages';
import { authenticateDevStaff, DEV_STAFF_ACCOUNTS } from './dev-staff-accounts';

/** A sign-in form is two short fields; anything longer is not one. */
const MAX_FORM_BYTES = 4096;

const INTERACTION = /^\/interaction\/([\w-]{1,64})(\/login|\/abort)?$/;

/**
 * The development staff identity provider (oidc-provider), mounted at /idp on this server when
 * OIDC_ISSUER is not set: its issuer is the staff site's origin + /idp, so `npm start` signs staff in
 * with nothing else running. Requests under /idp are handed to it raw in an onRequest hook (after
 * site resolution and rate limits), before Fastify reads their bodies: oidc-provider parses its own.
 * The sign-in pages (our HTML, every value escaped) are served here; everything else is
 * oidc-provider's own endpoints (discovery, authorization, token, keys, userinfo, end_session),
 * but for the profile hub's session DELETE (SPEC §7), which oidc-provider does not have.
 */
@Injectable()
export class DevIdentityProvider implements OnModuleInit {
  private readonly logger = new Logger('DevIdentityProvider');
  private provider!: Provider;
  private handler!: (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: ConfigService<Env, true>,
  ) {}

  /** The issuer the relying party must expect. */
  get issuer(): string {
    return `${staffSiteOrigin({
      PUBLIC_ORIGINS: this.config.get('PUBLIC_ORIGINS', { infer: true }),
      PORT: this.config.get('PORT', { infer: true }),
    })}${DEV_PROVIDER_MOUNT_PATH}`;
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const origin = staffSiteOrigin({
      PUBLIC_ORIGINS: this.config.get('PUBLIC_ORIGINS', { infer: true }),
      PORT: this.config.get('PORT', { infer: true }),
    });
    const paths = staffSignInPaths(this.config.get('IDENTITY_KIND', { infer: true }));
    this.provider = new Provider(
      this.issuer,
      devProviderConfiguration({
        staffOrigin: origin,
        clientId: this.config.get('OIDC_CLIENT_ID', { infer: true }),
        clientSecret: this.config.get('OIDC_CLIENT_SECRET', { infer: true }),
        callbackUrl: `${origin}${paths.callback}`,
        backchannelLogoutUrl: `${origin}${paths.backchannelLogout}`,
        fetch: inProcessFetch(fastify),
      }),
    );
    this.provider.proxy = this.config.get('TRUST_PROXY_HOPS', { infer: true }) > 0;
    this.provider.on('server_error', (_ctx, error) => this.logger.error(error));
    this.provider.on('backchannel.error', (_ctx, error) =>
      this.logger.warn(`Back-channel logout failed: ${String(error)}`),
    );
    this.handler = this.provider.callback();
    fastify.addHook('onRequest', this.onRequest);
  }

  private readonly onRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const path = request.url.split('?')[0];
    if (path !== DEV_PROVIDER_MOUNT_PATH && !path.startsWith(`${DEV_PROVIDER_MOUNT_PATH}/`)) return done();
    reply.hijack();
    const { raw: req } = request;
    const res = reply.raw;
    // oidc-provider reads its mount path from the URL as it was before the prefix came off.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = request.url;
    req.url = request.url.slice(DEV_PROVIDER_MOUNT_PATH.length) || '/';
    this.handle(req, res).catch((error: unknown) => {
      this.logger.error(error);
      if (!res.headersSent) this.sendPage(res, 500, errorPage({ error: 'server_error' }));
      else res.end();
    });
  };

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path === DEV_PROVIDER_PROFILE_HUB_SESSION_PATH)
      return deleteProfileHubSession(this.provider, req, res);
    const match = INTERACTION.exec(path);
    if (!match) return this.handler(req, res);
    const [, uid, action] = match;
    let details;
    try {
      details = await this.provider.interactionDetails(req, res);
    } catch {
      return this.sendPage(
        res,
        400,
        errorPage({ error: 'This sign-in has expired. Go back to the shop and sign in again.' }),
      );
    }
    if (details.uid !== uid)
      return this.sendPage(res, 400, errorPage({ error: 'This sign-in does not match.' }));
    const base = `${DEV_PROVIDER_MOUNT_PATH}/interaction/${uid}`;
    if (req.method === 'GET' && !action) return this.sendPage(res, 200, this.loginForm(base));
    if (req.method !== 'POST' || !action)
      return this.sendPage(res, 405, errorPage({ error: 'Method not allowed' }));
    if (action === '/abort') {
      return this.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    const form = await readForm(req);
    if (!form) return this.sendPage(res, 413, errorPage({ error: 'The form is too large.' }));
    const email = form.get('email') ?? '';
    const account = authenticateDevStaff(email, form.get('password') ?? '');
    if (!account) {
      return this.sendPage(
        res,
        401,
        this.loginForm(base, { email, error: 'That email and password do not match a staff account.' }),
      );
    }
    if (account.unauthorized) {
      return this.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Unauthorized user' },
        { mergeWithLastSubmission: false },
      );
    }
    return this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  private loginForm(base: string, state: { email?: string; error?: string } = {}): DevProviderPage {
    return loginPage({
      action: `${base}/login`,
      abortAction: `${base}/abort`,
      clientName: 'Pro Staff Feeding',
      accounts: DEV_STAFF_ACCOUNTS,
      ...state,
    });
  }

  private sendPage(res: ServerResponse, status: number, page: DevProviderPage): void {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', page.contentSecurityPolicy);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(page.html);
  }
}

/** The urlencoded form of a sign-in post, or null when it is larger than any sign-in form. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
