import { Injectable } from '@nestjs/common';
import {
  isCommonPassword,
  isStaffSite,
  normalizeEmail,
  passwordProblem,
  sessionCacheKey,
  SITE_TITLES,
  type SiteId,
} from '@shop/identity';
import { MailService } from '../../../platform/mail/mail.service';
import { renderMail } from '../../../platform/mail/mail-template';
import { CustomersService } from './customers.service';
import type { CheckEmailDto, SessionAnswerDto } from '../dto/session-answer.dto';
import type { CustomerRow } from '../identity.schema';
import { invalidCredentials, useSingleSignOn, weakPassword } from '../identity-errors';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionService, type IssuedSession } from '../sessions/session.service';
import { SignInAttempts } from './sign-in-attempts';
import { SiteOrigins } from '../../../platform/site/site-origins';
import { customerGid } from '@shop/identity';

export interface SignInInput {
  email: string;
  firstName?: string;
  lastName?: string;
  password: string;
}

export interface SignInContext {
  site: SiteId;
  clientAddress: string;
}

export type SignInOutcome =
  | { status: 'signed-in'; session: IssuedSession; answer: SessionAnswerDto }
  | { status: 'check-email'; answer: CheckEmailDto };

export const CHECK_EMAIL_MESSAGE =
  'Check your email: we have sent a message to this address about signing in.';

/**
 * Consumer sign-in and sign-up with a password (SPEC §7 create-customer-token), answered so that
 * nobody learns whether an address has an account: a wrong password and an unknown address get
 * the same 401 after the same Argon2 work; signing up with an address that has an account does
 * not sign in and does not say so, it mails the owner (sent after the answer) and answers 202.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly customers: CustomersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly attempts: SignInAttempts,
    private readonly mail: MailService,
    private readonly origins: SiteOrigins,
  ) {}

  async signInOrRegister(context: SignInContext, input: SignInInput): Promise<SignInOutcome> {
    const { site, clientAddress } = context;
    if (isStaffSite(site)) throw useSingleSignOn();
    const email = normalizeEmail(input.email);
    const firstName = input.firstName?.trim() ?? '';
    const lastName = input.lastName?.trim() ?? '';
    const registering = firstName !== '' && lastName !== '';
    if (registering) {
      const problem = passwordProblem(input.password, { isCommon: isCommonPassword });
      if (problem) throw weakPassword(problem.message);
    }
    await this.attempts.assertAllowed(site, email, clientAddress);

    const existing = await this.customers.rowByEmail(site, 'consumer', email);
    if (existing) {
      if (await this.hasher.verify(existing.passwordHash, input.password)) {
        await this.attempts.succeeded(site, email);
        return this.signedIn(existing);
      }
      await this.attempts.failed(site, email, clientAddress);
      if (!registering) throw invalidCredentials();
      this.mailAttemptedSignUp(existing);
      return checkEmail();
    }

    if (!registering) {
      await this.hasher.verify(null, input.password);
      await this.attempts.failed(site, email, clientAddress);
      throw invalidCredentials();
    }
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.customers.createConsumer(site, { email, firstName, lastName, passwordHash });
    if (!created) {
      // Someone created this address between the look-up and the insert: the same answer as above.
      const raced = await this.customers.rowByEmail(site, 'consumer', email);
      if (raced) this.mailAttemptedSignUp(raced);
      return checkEmail();
    }
    return this.signedIn(created);
  }

  private async signedIn(customer: CustomerRow): Promise<SignInOutcome> {
    const session = await this.sessions.start(customer.id, customer.site);
    return { status: 'signed-in', session, answer: sessionAnswer(session, customer) };
  }

  private mailAttemptedSignUp(customer: CustomerRow): void {
    const origin = this.origins.publicOrigin(customer.site);
    this.mail.sendLater(
      renderMail(customer.email, {
        subject: 'Someone tried to create an account with your address',
        greeting: `Hello ${customer.firstName},`,
        paragraphs: [
          'Someone just tried to create an account on our shop with this email address, which already has one.',
          'If it was you, log in with your password, or reset it if you have forgotten it: ' +
            `${origin}/shelter/forgot-password`,
          'If it was not you, you can ignore this message: nothing has changed on your account.',
        ],
        action: { label: 'Log in', url: `${origin}/shelter/login` },
        siteTitle: SITE_TITLES[customer.site],
      }),
    );
  }
}

function checkEmail(): SignInOutcome {
  return { status: 'check-email', answer: { status: 'CHECK_EMAIL', message: CHECK_EMAIL_MESSAGE } };
}

/** The sign-in and refresh answer for a session of a customer. */
export function sessionAnswer(
  session: Pick<IssuedSession, 'token' | 'sessionId' | 'expiresAt' | 'absoluteExpiresAt'>,
  customer: Pick<CustomerRow, 'id' | 'email' | 'firstName' | 'lastName'>,
): SessionAnswerDto {
  return {
    sessionToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    cacheKey: sessionCacheKey(session.sessionId),
    customer: {
      id: customerGid(customer.id),
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
    },
  };
}
