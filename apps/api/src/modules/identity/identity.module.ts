import { Module } from '@nestjs/common';
import { SESSION_RESOLVER } from '../../platform/auth';
import { OperatorToken } from '../../platform/operator/operator-only';
import { WindowCounters } from '../../platform/rate-limit/window-counters';
import { CacheItemController } from './sessions/cache-item.controller';
import { CacheItemService } from './sessions/cache-item.service';
import { CryptoController } from './og-auth/crypto.controller';
import { CustomerTokenController } from './customers/customer-token.controller';
import { CustomersRepository } from './customers/customers.repository';
import { CustomersService } from './customers/customers.service';
import { IdentitySecretsRepository } from './og-auth/identity-secrets.repository';
import { PasswordController } from './passwords/password.controller';
import { PasswordHasher } from './passwords/password-hasher';
import { PasswordResetService } from './passwords/password-reset.service';
import { PasswordResetsRepository } from './passwords/password-resets.repository';
import { SessionCookies } from './sessions/session-cookies';
import { SessionInvalidation } from './sessions/session-invalidation';
import { SessionLifecycleService } from './sessions/session-lifecycle.service';
import { SessionService } from './sessions/session.service';
import { SessionsRepository } from './sessions/sessions.repository';
import { SignInAttempts } from './customers/sign-in-attempts';
import { SignInService } from './customers/sign-in.service';
import { SigningSecret } from './og-auth/signing-secret';
import { SubscriptionAuthService } from './og-auth/subscription-auth.service';

/**
 * Customers and their sessions (SPEC §3, §4 'Session', §6, §7 'Identity'): consumer sign-in and
 * sign-up with a password, sessions and their cookies, password resets, the subscription
 * service's og_auth cookie. It stores the sessions the platform's guards check (SESSION_RESOLVER),
 * so modules use @SignedIn and @CurrentCaller without importing it. Staff single sign-on builds on
 * CustomersService and SessionService.
 */
@Module({
  controllers: [CustomerTokenController, PasswordController, CryptoController, CacheItemController],
  providers: [
    // The platform's authenticator looks sessions up here (AuthModule.forRoot(IdentityModule)).
    { provide: SESSION_RESOLVER, useExisting: SessionService },
    PasswordHasher,
    CustomersRepository,
    CustomersService,
    SessionsRepository,
    SessionInvalidation,
    SessionService,
    SessionCookies,
    SessionLifecycleService,
    WindowCounters,
    SignInAttempts,
    SignInService,
    PasswordResetsRepository,
    PasswordResetService,
    IdentitySecretsRepository,
    SigningSecret,
    SubscriptionAuthService,
    OperatorToken,
    CacheItemService,
  ],
  exports: [
    SESSION_RESOLVER,
    CustomersService,
    SessionService,
    SessionCookies,
    SigningSecret,
    SubscriptionAuthService,
  ],
})
export class IdentityModule {}
