/**
 * The Identity module's front door: customers (CustomersService, CustomerRecord), the sessions it
 * stores (SessionService, SessionCookies) and the subscription service's og_auth cookie. Signing a
 * caller in is the platform's (platform/auth), which reads sessions through SESSION_RESOLVER.
 */
export type { CustomerRecord, StaffFields } from './customers/customer-record';
export { CustomersService } from './customers/customers.service';
export { IdentityModule } from './identity.module';
export { SigningSecret } from './og-auth/signing-secret';
export { SubscriptionAuthService } from './og-auth/subscription-auth.service';
export { SessionCookies } from './sessions/session-cookies';
export { SessionService } from './sessions/session.service';
