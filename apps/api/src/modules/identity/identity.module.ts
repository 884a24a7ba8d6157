import { Module } from '@nestjs/common';
import { OperatorToken } from '../../platform/operator/operator-only';
import { WindowCounters } from '../../platform/rate-limit/window-counters';
import { SessionAuthenticator } from './auth/session-authenticator';
import { SessionGuard } from './auth/session.guard';
import { StaffMembersOnlyGuard } from './auth/staff-members-only.decorator';
import { StaffSiteAccess } from './auth/staff-site-access';
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
import { SiteOrigins } from './site-origins';
import { SubscriptionAuthService } from './og-auth/subscription-auth.service';

/**
 * Customers and their sessions (SPEC §3, §4 'Session', §6, §7 'Identity'): consumer sign-in and
 * sign-up with a password, sessions and their cookies, password resets, the subscription
 * service's og_auth cookie, and the guard every signed-in call of every module uses
 * (@SignedIn, @CurrentCaller), and the staff site's members-only reads (@StaffMembersOnly,
 * StaffSiteAccess for the page shell and cached answers). Staff single sign-on builds on CustomersService and SessionService.
 */
@Module({
  controllers: [CustomerTokenController, PasswordController, CryptoController, CacheItemController],
  providers: [
    CustomersRepository,
    CustomersService,
    SessionsRepository,
    SessionInvalidation,
    SessionService,
    SessionAuthenticator,
    SessionGuard,
    StaffSiteAccess,
    StaffMembersOnlyGuard,
    SessionCookies,
    SessionLifecycleService,
    SiteOrigins,
    PasswordHasher,
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
    CustomersService,
    SessionService,
    SessionAuthenticator,
    SessionGuard,
    StaffSiteAccess,
    StaffMembersOnlyGuard,
    SessionCookies,
    SiteOrigins,
    PasswordHasher,
    SigningSecret,
    SubscriptionAuthService,
  ],
})
export class IdentityModule {}
