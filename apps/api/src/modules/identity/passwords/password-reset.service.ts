import { Injectable } from '@nestjs/common';
import {
  isCommonPassword,
  isStaffSite,
  normalizeEmail,
  passwordProblem,
  SITE_TITLES,
  type SiteId,
} from '@shop/identity';
import { Clock } from '../../../platform/clock/clock';
import { BadRequestError } from '../../../platform/errors/app-error';
import { MailService } from '../../../platform/mail/mail.service';
import { renderMail } from '../../../platform/mail/mail-template';
import { CustomersService } from '../customers/customers.service';
import type { CheckEmailDto } from '../dto/session-answer.dto';
import { WindowCounters, type WindowCounter } from '../../../platform/rate-limit/window-counters';
import { tooManyAttempts, useSingleSignOn, weakPassword } from '../identity-errors';
import { PasswordHasher } from './password-hasher';
import { PasswordResetsRepository } from './password-resets.repository';
import { SessionService } from '../sessions/session.service';
import { isOpaqueToken, newOpaqueToken, tokenHash } from '../sessions/session-token';
import { SiteOrigins } from '../../../platform/site/site-origins';

/** A reset link works for an hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
const FIFTEEN_MINUTES_MS = 15 * 60_000;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';

/**
 * Forgotten passwords (SPEC §2 /shelter/forgot-password, /shelter/reset-password): a single-use
 * link valid for an hour, mailed to the account's address on the site's configured origin. The
 * request always gets the same 202, so it tells nobody whether the address has an account. A
 * reset ends every session of the account and does not sign in.
 */
@Injectable()
export class PasswordResetService {
  /** Reset mails per address: enough for a lost mail or two, not a way to flood an inbox. */
  private readonly mailsPerAccount: WindowCounter;
  /** Requests per client address: forgot-password requests and wrong reset tokens both count. */
  private readonly perClient: WindowCounter;

  constructor(
    private readonly customers: CustomersService,
    private readonly resets: PasswordResetsRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly origins: SiteOrigins,
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.mailsPerAccount = counters.counter('reset-mail-account', 3, FIFTEEN_MINUTES_MS);
    this.perClient = counters.counter('reset-client', 20, FIFTEEN_MINUTES_MS);
  }

  async requestReset(site: SiteId, rawEmail: string, clientAddress: string): Promise<CheckEmailDto> {
    if (isStaffSite(site)) throw useSingleSignOn();
    await this.assertClientAllowed(clientAddress);
    await this.perClient.record(clientAddress);
    const email = normalizeEmail(rawEmail);
    const answer: CheckEmailDto = { status: 'CHECK_EMAIL', message: FORGOT_PASSWORD_MESSAGE };
    const customer = await this.customers.rowByEmail(site, 'consumer', email);
    const accountKey = `${site}:${email}`;
    if (!customer || (await this.mailsPerAccount.blocked(accountKey))) return answer;
    await this.mailsPerAccount.record(accountKey);

    const token = newOpaqueToken();
    const now = this.clock.now();
    await this.resets.insert({
      tokenHash: tokenHash(token),
      customerId: customer.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    const link = `${this.origins.publicOrigin(site)}/shelter/reset-password?token=${token}`;
    this.mail.sendLater(
      renderMail(customer.email, {
        subject: 'Choose a new password',
        greeting: `Hello ${customer.firstName},`,
        paragraphs: [
          'We received a request to reset the password of your account. The link below works once, for one hour.',
          'If you did not ask for it, ignore this message: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: link },
        siteTitle: SITE_TITLES[site],
      }),
    );
    return answer;
  }

  async resetPassword(site: SiteId, token: string, password: string, clientAddress: string): Promise<void> {
    if (isStaffSite(site)) throw useSingleSignOn();
    const problem = passwordProblem(password, { isCommon: isCommonPassword });
    if (problem) throw weakPassword(problem.message);
    await this.assertClientAllowed(clientAddress);
    const customerId = isOpaqueToken(token)
      ? await this.resets.consume(tokenHash(token), this.clock.now())
      : undefined;
    const customer = customerId ? await this.customers.rowById(customerId) : undefined;
    if (!customer || customer.site !== site) {
      await this.perClient.record(clientAddress);
      throw new BadRequestError(
        'RESET_TOKEN_INVALID',
        'This password reset link is no longer valid (used, expired or wrong): ask for a new one',
      );
    }
    await this.customers.setPasswordHash(customer.id, await this.hasher.hash(password));
    const now = this.clock.now();
    await this.resets.useAllOf(customer.id, now);
    await this.sessions.revokeAllOf(customer.id);
  }

  private async assertClientAllowed(clientAddress: string): Promise<void> {
    const blocked = await this.perClient.blocked(clientAddress);
    if (blocked) throw tooManyAttempts(blocked.retryAfterSeconds);
  }
}
